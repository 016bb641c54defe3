import {
  AUTH_API_MESSAGES,
  AUTH_FORM_MESSAGES as M,
  AUTH_TOASTS,
  PASSWORD_RESET_MESSAGES,
} from '@codegrow/shared/constants/auth-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import { expect, field, login, register, test, expectToast } from './fixtures';
import { mailsTo } from './support/mail-outbox';

/** The path of the reset link in the newest mail to `email`, or null while none is written. */
async function resetLinkMailedTo(email: string): Promise<string | null> {
  for (const body of await mailsTo(email)) {
    const link = /https?:\/\/\S+?(\/reset-password\?token=[\w-]+)/.exec(body);
    if (link?.[1]) return link[1];
  }
  return null;
}

const submitNewPassword = async (page: Page, password: string) => {
  await field(page, 'New password').fill(password);
  await field(page, 'Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
};

test.describe('A learner who forgot their password', () => {
  test('gets a link by e-mail, sets a new password and signs in with it', async ({ page }) => {
    const account = await register(page);
    // Signed out: a fresh start without the session.
    await page.context().clearCookies();

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await field(page, 'Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, AUTH_TOASTS.passwordResetSent);
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.requested)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);

    // The mail worker writes the outbox shortly after (MAIL_POLL_MS).
    await expect
      .poll(() => resetLinkMailedTo(account.email), { timeout: 30_000, intervals: [250] })
      .toMatch(/^\/reset-password\?token=/);
    const link = (await resetLinkMailedTo(account.email)) ?? '';

    await page.goto(link);
    const newPassword = 'fresh-654321';
    await submitNewPassword(page, newPassword);
    await expect(page).toHaveURL('/login');
    await expectToast(page, PASSWORD_RESET_MESSAGES.changed);

    // The old password no longer opens the account.
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_API_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL('/login');

    await login(page, { email: account.email, password: newPassword });

    // The link works once; signed in or not, the page still opens and says so.
    await page.goto(link);
    await submitNewPassword(page, 'third-password');
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_MESSAGES.invalidLink);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a malformed e-mail is caught before anything is sent', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/password-reset')) requests.push(request.url());
    });
    await page.goto('/forgot-password');
    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(M.invalidEmail);
    await expectToast(page, M.invalidEmail);
    await expect(page).toHaveURL('/forgot-password');
    expect(requests).toEqual([]);
  });

  test('a link without its token asks for a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_MESSAGES.invalidLink);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });
});
