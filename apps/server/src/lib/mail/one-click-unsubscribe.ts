import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from '@codegrow/shared/content/escape-html';

/**
 * The signature that lets one link stop one list of mail a reader chose to get (their review
 * reminders, one follow), and nothing else: `list` names it, e.g. 'follow:12'.
 */
export function listSignature(secret: string, list: string): string {
  return createHmac('sha256', secret).update(list).digest('base64url');
}

export function signatureFits(secret: string, list: string, token: string): boolean {
  const expected = Buffer.from(listSignature(secret, list));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** RFC 8058: mail clients offer 'Unsubscribe' and POST to the link themselves, in one click. */
export const oneClickHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The small page the link opens in a browser: a button that sends the one-click POST. */
export function unsubscribePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;
}

/** The page's form: a POST to the same signed address. */
export function unsubscribeForm(title: string, button: string, query: string): string {
  return `<h1>${escapeHtml(title)}</h1><form method="post" action="${escapeHtml(query)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(button)}</button></form>`;
}
