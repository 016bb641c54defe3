import { CONTACT_MESSAGES as M } from '@codegrow/shared/constants/contact-messages';
import { SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import type { Page } from '@playwright/test';
import { expect, field, register, test, expectToast, uniqueEmail } from './fixtures';
import { mailsTo } from './support/mail-outbox';

/** The body of the mail to `to` that mentions `marker`, or null while none is written. */
async function mailTo(to: string, marker: string): Promise<string | null> {
  return (await mailsTo(to)).find((body) => body.includes(marker)) ?? null;
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

test.describe('A visitor with a question', () => {
  test('sends it from the contact page, and the site inbox receives it', async ({ page }) => {
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

    await expectToast(page, M.sent);
    await expect(page.getByRole('heading', { name: M.sentHeading })).toBeFocused();
    await expect(sendButton(page)).toHaveCount(0);

    // The mail worker writes the outbox shortly after (MAIL_POLL_MS).
    await expect
      .poll(() => mailTo(SITE_DEFAULTS.email, subject), { timeout: 30_000, intervals: [250] })
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
    await expectToast(page, M.messageRequired);
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
