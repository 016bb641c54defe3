import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AUTH_API_MESSAGES,
  AUTH_FORM_MESSAGES as M,
  AUTH_TOASTS,
  PASSWORD_RESET_MESSAGES,
} from '@codegrow/shared/constants/auth-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { Page } from '@playwright/test';
import { expect, field, login, register, test, toast } from './fixtures';

/** Where the e2e server's mail worker writes each mail (no SMTP): see playwright.config.ts. */
function outboxDir(): string {
  const dataDir = process.env.CODEGROW_E2E_DATA_DIR;
  if (!dataDir) throw new Error('CODEGROW_E2E_DATA_DIR is not set: run through playwright.config');
  return path.join(dataDir, 'outbox');
}

/** The body of an .eml file, undoing nodemailer's quoted-printable line folding. */
function mailBody(raw: string): { headers: string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) {
    return { headers, body: Buffer.from(body, 'base64').toString('utf8') };
  }
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) {
    const decoded = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, body: decoded };
  }
  return { headers, body };
}

/** The path of the reset link in the newest mail to `email`, or null while none is written. */
async function resetLinkMailedTo(email: string): Promise<string | null> {
  const dir = outboxDir();
  const files = await readdir(dir).catch(() => [] as string[]);
  const newestFirst = files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of newestFirst) {
    const { headers, body } = mailBody(await readFile(path.join(dir, name), 'utf8'));
    if (!headers.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
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
    test.setTimeout(60_000);
    const account = await register(page);
    // Signed out: a fresh start without the stored session.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await field(page, 'Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, AUTH_TOASTS.passwordResetSent)).toBeVisible();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.requested)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);

    // The mail worker writes the outbox every few seconds.
    await expect
      .poll(() => resetLinkMailedTo(account.email), { timeout: 20_000, intervals: [500] })
      .toMatch(/^\/reset-password\?token=/);
    const link = (await resetLinkMailedTo(account.email)) ?? '';

    await page.goto(link);
    const newPassword = 'fresh-654321';
    await submitNewPassword(page, newPassword);
    await expect(page).toHaveURL('/login');
    await expect(toast(page, PASSWORD_RESET_MESSAGES.changed)).toBeVisible();

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
    await expect(toast(page, M.invalidEmail)).toBeVisible();
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
