import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The e2e server's PAYMENT_WEBHOOK_SECRET (playwright.config.ts). */
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-e2e-webhook-secret';

/** 'dd/mm/yyyy HH:MM' now, in Bangladesh time, as the wallets write it. */
function bangladeshNow(): string {
  const [date = '', time = ''] = new Date(Date.now() + 6 * 3600 * 1000).toISOString().split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 5)}`;
}

/**
 * What the SMS-forwarding app on the wallet's phone does when bKash reports money received:
 * it posts the message to the site, signed with the shared secret.
 */
export async function forwardBkashSms(
  request: APIRequestContext,
  { trxId, taka, reference }: { trxId: string; taka: string; reference: string },
) {
  const text = `You have received Tk ${taka} from 01533817247. Ref ${reference}. Fee Tk 0.00. Balance Tk 9,000.00. TrxID ${trxId} at ${bangladeshNow()}`;
  const body = JSON.stringify({ from: 'bKash', text, receivedAt: new Date().toISOString() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', E2E_WEBHOOK_SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return request.post('/api/payments/sms-webhook', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-codegrow-timestamp': timestamp,
      'x-codegrow-signature': signature,
    },
  });
}
