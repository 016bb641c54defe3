import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTACT_MESSAGES as M } from '@codegrow/shared/constants/contact-messages';
import { SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import type { Page } from '@playwright/test';
import { expect, field, register, test, toast, uniqueEmail } from './fixtures';

/** Where the e2e server's mail worker writes each mail (no SMTP): see playwright.config.ts. */
function outboxDir(): string {
  const dataDir = process.env.CODEGROW_E2E_DATA_DIR;
  if (!dataDir) throw new Error('CODEGROW_E2E_DATA_DIR is not set: run through playwright.config');
  return path.join(dataDir, 'outbox');
}

/** An .eml file's headers and body, undoing nodemailer's transfer encodings. */
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

/** The body of the mail to `to` that mentions `marker`, or null while none is written. */
async function mailTo(to: string, marker: string): Promise<string | null> {
  const dir = outboxDir();
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const name of files.filter((file) => file.endsWith('.eml'))) {
    const { headers, body } = mailBody(await readFile(path.join(dir, name), 'utf8'));
    if (headers.toLowerCase().includes(`to: ${to.toLowerCase()}`) && body.includes(marker)) {
      return body;
    }
  }
  return null;
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

test.describe('A visitor with a question', () => {
  test('sends it from the contact page, and the site inbox receives it', async ({ page }) => {
    test.setTimeout(60_000);
    const sender = { name: 'Grace Hopper', email: uniqueEmail('visitor') };
    const subject = `Mind maps on premium articles ${Date.now()}`;
    const message = 'Hello! Do <b>premium</b> articles come with a mind map?\nThanks, Grace';

    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    await field(page, 'Name').fill(sender.name);
    await field(page, 'Email').fill(sender.email);
    await field(page, 'Subject').fill(subject);
    await field(page, 'Message').fill(message);
    await expect(page.getByText(`${message.length}/5000`)).toBeVisible();
    await sendButton(page).click();

    await expect(toast(page, M.sent)).toBeVisible();
    await expect(page.getByRole('heading', { name: M.sentHeading })).toBeFocused();
    await expect(sendButton(page)).toHaveCount(0);

    // The mail worker writes the outbox every few seconds.
    await expect
      .poll(() => mailTo(SITE_DEFAULTS.email, subject), { timeout: 20_000, intervals: [500] })
      .not.toBeNull();
    const body = (await mailTo(SITE_DEFAULTS.email, subject)) ?? '';
    expect(body).toContain(`From: ${sender.name} <${sender.email}>`);
    expect(body).toContain(message);

    // Another message starts from an empty form.
    await page.getByRole('button', { name: M.sendAnother }).click();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(field(page, label)).toHaveValue('');
    }
    await expect(page.getByText('0/5000')).toBeVisible();
  });

  test('an empty or too-short message is caught before anything is sent', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) requests.push(request.url());
    });
    await page.goto('/contact');
    await field(page, 'Name').fill('Grace Hopper');
    await field(page, 'Email').fill(uniqueEmail('visitor'));
    await field(page, 'Subject').fill('A short one');

    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(M.messageRequired);
    await expect(toast(page, M.messageRequired)).toBeVisible();
    await expect(field(page, 'Message')).toBeFocused();

    await field(page, 'Message').fill('Too short');
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(M.messageTooShort);
    await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  test('a signed-in reader finds their name and e-mail filled in', async ({ page }) => {
    const account = await register(page);
    await page.goto('/contact');
    await expect(field(page, 'Name')).toHaveValue(account.name);
    await expect(field(page, 'Email')).toHaveValue(account.email);
    await expect(field(page, 'Subject')).toHaveValue('');
  });
});
