import {
  AUTH_API_MESSAGES,
  AUTH_FORM_MESSAGES as M,
} from '@codegrow/shared/constants/auth-messages';
import { REGISTER_REJECTED_EMAIL_DOMAINS } from '@codegrow/shared/constants/limits';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import {
  expect,
  field,
  fillRegisterForm,
  newAccount,
  READER,
  test,
  expectToast,
  uniqueEmail,
  type NewAccount,
} from './fixtures';

/**
 * The message shows inline (role=alert) and, the first time, as a toast; the page stays put.
 * A message shown again while its toast is up renews that toast (its id is its message), and
 * the page's record of toasts keeps each text once: only its first showing can be told apart.
 */
async function expectFormError(page: Page, message: string, path: string, firstTime = true) {
  await expect(page.getByRole('alert')).toHaveText(message);
  if (firstTime) await expectToast(page, message);
  await expect(page).toHaveURL(path);
}

interface Mistake<Values> {
  what: string;
  values: Values;
  message: string;
}

/**
 * Makes each mistake in turn on one open form, as a person correcting it would, and checks
 * its message. A message is checked only after a different one (the list is ordered so),
 * so each mistake has to change what the alert says.
 */
async function walkThrough<Values>(
  page: Page,
  path: string,
  mistakes: Mistake<Values>[],
  attempt: (values: Values) => Promise<void>,
) {
  const shown = new Set<string>();
  for (const [index, mistake] of mistakes.entries()) {
    expect(mistake.message, `${mistake.what}: same message as the mistake before`).not.toBe(
      mistakes[index - 1]?.message,
    );
    await test.step(mistake.what, async () => {
      await attempt(mistake.values);
      await expectFormError(page, mistake.message, path, !shown.has(mistake.message));
    });
    shown.add(mistake.message);
  }
}

type SignUpValues = Partial<NewAccount & { confirmPassword: string; acceptTerms: boolean }>;

/**
 * A throw-away address after each of the other mistakes, so the alert changes every time;
 * should there be more domains than mistakes, the rest follow one another and the walk says so.
 */
function withThrowAwayAddresses(mistakes: Mistake<SignUpValues>[]): Mistake<SignUpValues>[] {
  const throwAway = (domain: string) => ({
    what: `a throw-away address at ${domain}`,
    values: { email: `someone@${domain}` },
    message: M.fakeEmail,
  });
  const domains: string[] = [...REGISTER_REJECTED_EMAIL_DOMAINS];
  const walk = mistakes.flatMap((mistake, index) => {
    const domain = domains[index];
    return domain ? [mistake, throwAway(domain)] : [mistake];
  });
  return [...walk, ...domains.slice(mistakes.length).map(throwAway)];
}

test('the sign-up form explains every mistake and keeps the visitor on it', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByRole('main');
  await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );

  const empty = { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false };
  const mistakes = withThrowAwayAddresses([
    { what: 'an empty form', values: empty, message: M.fillAllFields },
    { what: 'a one-letter name', values: { name: ' A ' }, message: M.nameTooShort },
    { what: 'a missing confirmation', values: { confirmPassword: '' }, message: M.fillAllFields },
    { what: 'a very long name', values: { name: 'N'.repeat(101) }, message: M.nameTooLong },
    {
      what: 'an address without a domain',
      values: { email: 'not-an-email' },
      message: M.invalidEmail,
    },
    {
      what: 'an over-long address',
      values: { email: `${'a'.repeat(250)}@codegrow.dev` },
      message: M.emailTooLong,
    },
    {
      what: 'a five-character password',
      values: { password: '12345' },
      message: M.passwordTooShort,
    },
    {
      what: 'a password over 128 characters',
      values: { password: 'p'.repeat(129) },
      message: M.passwordTooLong,
    },
    {
      what: 'a confirmation that does not match',
      values: { confirmPassword: 'something-else' },
      message: M.passwordsMismatch,
    },
    { what: 'terms not accepted', values: { acceptTerms: false }, message: M.acceptTerms },
    {
      what: 'an address that already has an account (the server says so)',
      values: { email: READER.email },
      message: AUTH_API_MESSAGES.emailTaken,
    },
  ]);
  await walkThrough(page, '/register', mistakes, async (values) => {
    await fillRegisterForm(page, { ...newAccount(), ...values });
    await page.getByRole('button', { name: 'Create Account' }).click();
  });
});

test.describe('Sign-in form explains every mistake', () => {
  test('each mistake in turn, the last one found by the server', async ({ page }) => {
    await page.goto('/login');
    const mistakes = [
      { what: 'an empty form', values: { email: '', password: '' }, message: M.fillAllFields },
      {
        what: 'an over-long password, refused before asking the server',
        values: { email: READER.email, password: 'p'.repeat(129) },
        message: M.passwordTooLong,
      },
      {
        what: 'a missing password',
        values: { email: READER.email, password: '' },
        message: M.fillAllFields,
      },
      {
        what: 'a wrong password',
        values: { email: READER.email, password: 'wrong-password' },
        message: AUTH_API_MESSAGES.invalidCredentials,
      },
    ];
    await walkThrough(page, '/login', mistakes, async ({ email, password }) => {
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill(password);
      await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
    });
  });

  test('repeated failures lock the account for 15 minutes', async ({ page }) => {
    const email = uniqueEmail('locked');
    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('wrong-password');
    const button = page.getByRole('button', { name: UI_TEXT.signInTraditional });
    const answered = () =>
      page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    for (let attempt = 0; attempt < 10; attempt++) {
      await Promise.all([answered(), button.click()]);
      await expect(page.getByRole('alert')).toHaveText(AUTH_API_MESSAGES.invalidCredentials);
    }
    await Promise.all([answered(), button.click()]);
    await expect(page.getByRole('alert')).toHaveText(AUTH_API_MESSAGES.tooManyLoginAttempts);
  });

  test('the provider buttons check the fields first and link to sign-up', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign in with Facebook' })).toBeEnabled();
    await page.getByRole('button', { name: UI_TEXT.signInProvider }).click();
    await expect(page.getByRole('alert')).toHaveText(M.fillAllFields);
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL('/register');
  });
});
