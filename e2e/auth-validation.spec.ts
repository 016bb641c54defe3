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

/** The message shows inline (role=alert) and as a toast, and the page stays put. */
async function expectFormError(page: Page, message: string, path: string) {
  await expect(page.getByRole('alert')).toHaveText(message);
  await expectToast(page, message);
  await expect(page).toHaveURL(path);
}

test.describe('Sign-up form explains every mistake', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Create Account' }).click();
  const attempt = async (
    page: Page,
    changes: Partial<NewAccount & { confirmPassword: string; acceptTerms: boolean }>,
  ) => {
    await page.goto('/register');
    await fillRegisterForm(page, { ...newAccount(), ...changes });
    await submit(page);
  };

  test('an empty form asks to fill in all fields', async ({ page }) => {
    await page.goto('/register');
    await submit(page);
    await expectFormError(page, M.fillAllFields, '/register');
  });

  test('a missing confirmation also asks to fill in all fields', async ({ page }) => {
    await page.goto('/register');
    const account = newAccount();
    await field(page, 'Full Name').fill(account.name);
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await submit(page);
    await expectFormError(page, M.fillAllFields, '/register');
  });

  test('a one-letter name is too short', async ({ page }) => {
    await attempt(page, { name: ' A ' });
    await expectFormError(page, M.nameTooShort, '/register');
  });

  test('a very long name is refused', async ({ page }) => {
    await attempt(page, { name: 'N'.repeat(101) });
    await expectFormError(page, M.nameTooLong, '/register');
  });

  test('an address without a domain is not an e-mail', async ({ page }) => {
    await attempt(page, { email: 'not-an-email' });
    await expectFormError(page, M.invalidEmail, '/register');
  });

  test('an over-long address is refused', async ({ page }) => {
    await attempt(page, { email: `${'a'.repeat(250)}@codegrow.dev` });
    await expectFormError(page, M.emailTooLong, '/register');
  });

  for (const domain of REGISTER_REJECTED_EMAIL_DOMAINS) {
    test(`a throw-away address at ${domain} is refused`, async ({ page }) => {
      await attempt(page, { email: `someone@${domain}` });
      await expectFormError(page, M.fakeEmail, '/register');
    });
  }

  test('a five-character password is too short', async ({ page }) => {
    await attempt(page, { password: '12345' });
    await expectFormError(page, M.passwordTooShort, '/register');
  });

  test('a password over 128 characters is refused', async ({ page }) => {
    await attempt(page, { password: 'p'.repeat(129) });
    await expectFormError(page, M.passwordTooLong, '/register');
  });

  test('the confirmation must match', async ({ page }) => {
    await attempt(page, { confirmPassword: 'something-else' });
    await expectFormError(page, M.passwordsMismatch, '/register');
  });

  test('the terms must be accepted', async ({ page }) => {
    await attempt(page, { acceptTerms: false });
    await expectFormError(page, M.acceptTerms, '/register');
  });

  test('an address that already has an account is refused by the server', async ({ page }) => {
    await attempt(page, { email: READER.email });
    await expectFormError(page, AUTH_API_MESSAGES.emailTaken, '/register');
  });

  test('the terms and privacy links open the legal pages', async ({ page }) => {
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
  });
});

test.describe('Sign-in form explains every mistake', () => {
  const signIn = async (page: Page, email: string, password: string) => {
    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
  };

  test('an empty form asks to fill in all fields', async ({ page }) => {
    await signIn(page, '', '');
    await expectFormError(page, M.fillAllFields, '/login');
  });

  test('a missing password asks to fill in all fields', async ({ page }) => {
    await signIn(page, READER.email, '');
    await expectFormError(page, M.fillAllFields, '/login');
  });

  test('an over-long password is refused before asking the server', async ({ page }) => {
    await signIn(page, READER.email, 'p'.repeat(129));
    await expectFormError(page, M.passwordTooLong, '/login');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await signIn(page, READER.email, 'wrong-password');
    await expectFormError(page, AUTH_API_MESSAGES.invalidCredentials, '/login');
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
