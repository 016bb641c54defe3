import {
  ACCOUNT_DELETION_MESSAGES,
  AUTH_FORM_MESSAGES,
  AUTH_TOASTS,
  PROVIDER_SIGNUP_MESSAGES,
  providerErrorMessage,
} from '@codegrow/shared/constants/auth-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import {
  expect,
  field,
  fillRegisterForm,
  newAccount,
  signUp,
  test,
  expectToast,
  type NewAccount,
} from './fixtures';
import {
  emulatorHasAccount,
  emulatorLink,
  providerSignedIn,
  serveGapiStub,
} from './support/auth-emulator';

/** Signs up through 'Sign up (Firebase)' and waits for the verification screen. */
async function signUpWithFirebase(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/register');
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: UI_TEXT.signUpProvider }).click();
  await expectToast(page, AUTH_TOASTS.accountCreatedVerify);
  await expect(page.getByRole('heading', { name: UI_TEXT.verifyYourEmail })).toBeVisible();
}

async function fillLogin(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/login');
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
}

/** Opens the link the emulator would have e-mailed, as the user would from their inbox. */
async function verifyEmail(page: Page, email: string): Promise<void> {
  const link = await emulatorLink(email, 'VERIFY_EMAIL');
  expect(link, `a verification link for ${email}`).not.toBeNull();
  const response = await page.request.get(link ?? '');
  expect(response.ok()).toBe(true);
}

const header = (page: Page) => page.getByRole('banner');

test.describe('Firebase e-mail accounts', () => {
  test('sign up, verify the e-mail, and the site opens signed in', async ({ page }) => {
    const account = newAccount('Grace Firebase');
    await signUpWithFirebase(page, account);
    await expect(page.getByText(account.email)).toBeVisible();

    // Checking before the link is opened says so and keeps the screen.
    await page.getByRole('button', { name: UI_TEXT.iveVerified }).click();
    await expectToast(page, AUTH_TOASTS.emailNotVerifiedYet);

    await page.getByRole('button', { name: UI_TEXT.resendVerification }).click();
    await expectToast(page, AUTH_TOASTS.verificationSentCheckInbox);

    // The screen stays over every page, across a reload too.
    await page.goto('/blogs');
    await page.reload();
    await expect(page.getByRole('heading', { name: UI_TEXT.verifyYourEmail })).toBeVisible();

    // The screen polls every 3 s and continues by itself once the link is opened.
    await verifyEmail(page, account.email);
    await expectToast(page, AUTH_TOASTS.emailVerified);
    await expect(page.getByRole('heading', { name: UI_TEXT.verifyYourEmail })).toHaveCount(0);
    await expect(header(page)).toContainText(account.name);

    // The backend knows the account: the dashboard is open to it.
    await page.goto('/dashboard');
    await expect(page.getByText(account.email).first()).toBeVisible();

    // Logout ends both sessions: a reload stays signed out.
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, AUTH_TOASTS.signedOut);
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

    // And a verified account signs in with 'Sign in (Firebase)'.
    await fillLogin(page, account);
    await page.getByRole('button', { name: UI_TEXT.signInProvider }).click();
    await expectToast(page, AUTH_TOASTS.signedIn);
    await expect(page).toHaveURL('/');
    await expect(header(page)).toContainText(account.name);
  });

  test('sign-in is refused until the e-mail is verified', async ({ page }) => {
    const account = newAccount('Unverified Learner');
    await signUpWithFirebase(page, account);
    await page.getByRole('button', { name: 'Use a different account' }).click();
    await expect(page.getByRole('heading', { name: UI_TEXT.verifyYourEmail })).toHaveCount(0);

    await fillLogin(page, account);
    await page.getByRole('button', { name: UI_TEXT.signInProvider }).click();
    await expectToast(page, AUTH_FORM_MESSAGES.verifyEmailFirst);
    // Refused means signed out, on the login page: not half signed in behind the verification screen.
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: UI_TEXT.signInProvider })).toBeVisible();
    await expect(page.getByRole('heading', { name: UI_TEXT.verifyYourEmail })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: UI_TEXT.verifyYourEmail })).toHaveCount(0);
  });

  test('provider errors read as the spec words them', async ({ page }) => {
    const account = newAccount('Taken Address');
    await signUpWithFirebase(page, account);
    await verifyEmail(page, account.email);
    await expect(header(page)).toContainText(account.name, { timeout: 30_000 });
    await header(page).getByRole('button', { name: 'Log out' }).click();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

    await fillLogin(page, { ...account, password: 'not-the-password' });
    await page.getByRole('button', { name: UI_TEXT.signInProvider }).click();
    await expectToast(page, providerErrorMessage('auth/wrong-password'));

    await page.goto('/register');
    await fillRegisterForm(page, account);
    await page.getByRole('button', { name: UI_TEXT.signUpProvider }).click();
    await expectToast(page, providerErrorMessage('auth/email-already-in-use'));

    // The provider's own domain rule, checked before any request.
    await fillRegisterForm(page, { ...account, email: 'someone@example.com' });
    await page.getByRole('button', { name: UI_TEXT.signUpProvider }).click();
    await expect(page.getByRole('alert')).toHaveText(PROVIDER_SIGNUP_MESSAGES.fakeEmail);

    // 'Forgot password?' reaches provider accounts too.
    await page.goto('/forgot-password');
    await field(page, 'Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, AUTH_TOASTS.passwordResetSent);
    await expect.poll(() => emulatorLink(account.email, 'PASSWORD_RESET')).not.toBeNull();
  });
});

test.describe('Google and Facebook through the emulator', () => {
  test.beforeEach(async ({ context }) => {
    await serveGapiStub(context);
  });

  /** Picks a new account on the emulator's provider screen, as a user would on Google's. */
  async function chooseNewAccount(page: Page, buttonName: string, account: NewAccount) {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: buttonName }).click();
    const popup = await popupOpened;
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.name);
    await popup.locator('#sign-in').click();
  }

  test('Google sign-in opens a session, and logout ends it', async ({ page }) => {
    const account = newAccount('Ada Google');
    await page.goto('/login');
    await chooseNewAccount(page, 'Sign in with Google', account);
    await expectToast(page, AUTH_TOASTS.signedInWithGoogle);
    await expect(page).toHaveURL('/');
    await expect(header(page)).toContainText(account.name);

    await page.goto('/dashboard');
    await expect(page.getByText(account.email).first()).toBeVisible();

    await page.goto('/');
    await header(page).getByRole('button', { name: 'Log out' }).click();
    // Signed out once the server has ended the session (the header says so only then)...
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    // ...and for good: a reload does not bring the session back.
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the diagnostics page checks the setup and tests a Google sign-in', async ({ page }) => {
    await page.goto('/firebase-test');
    const log = page.getByRole('list', { name: 'Diagnostics log' });
    await expect(log).toContainText('SUCCESS Configuration: project demo-codegrow');
    await expect(log).toContainText('SUCCESS Firebase SDK: initialised (emulator)');
    await expect(log).toContainText('SUCCESS Auth server');
    await expect(log).not.toContainText('FAILED');

    const account = newAccount('Diagnostics Google');
    await chooseNewAccount(page, 'Test Google sign-in', account);
    await expect(log).toContainText('RUNNING Google sign-in');
    await expect(log).toContainText(`SUCCESS Google sign-in: signed in as ${account.email}`);
  });

  test("a Google test on the diagnostics page leaves another user's session alone", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/firebase-test');
    await chooseNewAccount(page, 'Test Google sign-in', newAccount('Passing Tester'));
    const log = page.getByRole('list', { name: 'Diagnostics log' });
    await expect(log).toContainText('SUCCESS Google sign-in');
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(header(page)).not.toContainText('Passing Tester');
  });

  test('a Google user whose session the server ends is signed out of the provider too', async ({
    page,
  }) => {
    const account = newAccount('Expired Token');
    await page.goto('/login');
    await chooseNewAccount(page, 'Sign in with Google', account);
    await expect(header(page)).toContainText(account.name);

    const cookie = (await page.context().cookies()).find(({ name }) => name === 'cg_sid');
    if (!cookie) throw new Error('signing in with Google set no session cookie');
    expect(cookie.httpOnly).toBe(true);
    await page.context().addCookies([{ ...cookie, value: 'no-longer-valid' }]);
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    // The provider lets go of them too, so nothing signs them back in by itself.
    await expect.poll(() => providerSignedIn(page)).toBe(false);
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: UI_TEXT.verifyYourEmail })).toHaveCount(0);
  });

  test('Facebook sign-up from the register page', async ({ page }) => {
    const account = newAccount('Linus Facebook');
    await page.goto('/register');
    await chooseNewAccount(page, 'Sign up with Facebook', account);
    await expectToast(page, AUTH_TOASTS.signedInWithFacebook);
    await expect(header(page)).toContainText(account.name);
  });

  test('deleting a Google account removes it at the provider too', async ({ page }) => {
    const account = newAccount('Short Stay');
    await page.goto('/login');
    await chooseNewAccount(page, 'Sign in with Google', account);
    await expect(header(page)).toContainText(account.name);
    expect(await emulatorHasAccount(account.email)).toBe(true);

    // A fresh provider sign-in needs no password to confirm.
    await page.goto('/dashboard?tab=settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, ACCOUNT_DELETION_MESSAGES.deleted);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => emulatorHasAccount(account.email)).toBe(false);
  });
});
