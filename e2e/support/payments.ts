import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from '../fixtures';
import { adminHeaders } from './content';

/** The e2e server's PAYMENT_WEBHOOK_SECRET (playwright.config.ts). */
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-e2e-webhook-secret';

/** 'dd/mm/yyyy HH:MM' now, in Bangladesh time, as the wallets write it. */
function bangladeshNow(): string {
  const [date = '', time = ''] = new Date(Date.now() + 6 * 3600 * 1000).toISOString().split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 5)}`;
}

/** A bKash 'money received' message, sent now. */
export function bkashSms({
  trxId,
  taka,
  reference,
  sender = '01533817247',
}: {
  trxId: string;
  taka: string;
  reference?: string;
  sender?: string;
}): string {
  const ref = reference ? ` Ref ${reference}.` : '';
  return `You have received Tk ${taka} from ${sender}.${ref} Fee Tk 0.00. TrxID ${trxId} at ${bangladeshNow()}`;
}

/** A reader of the test's own, signed up through the API: their address and bearer token. */
export async function newReader(request: APIRequestContext) {
  const email = uniqueEmail('reader');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Lost Reader', email, password: 'secret123' },
  });
  const { token } = (await registered.json()) as { token: string };
  return { email, token };
}

/** The reader claims to have paid with `trxId`. */
export async function claimAs(request: APIRequestContext, token: string, trxId: string) {
  const claimed = await request.post('/api/transactions', {
    data: { trxId, amount: 30 },
    headers: { authorization: `Bearer ${token}` },
  });
  if (claimed.status() !== 201) throw new Error(`claim failed: ${await claimed.text()}`);
}

/**
 * What the SMS-forwarding app on the wallet's phone does when bKash reports money received:
 * it posts the message to the site, signed with the shared secret.
 */
export async function forwardBkashSms(
  request: APIRequestContext,
  { trxId, taka, reference }: { trxId: string; taka: string; reference: string },
) {
  const text = bkashSms({ trxId, taka, reference });
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

/** What an administrator does in the admin dashboard: find the transaction and approve it. */
export async function approveAsAdmin(request: APIRequestContext, trxId: string): Promise<void> {
  const headers = await adminHeaders(request);
  const list = await request.get('/api/transactions', { params: { search: trxId }, headers });
  const { transactions } = (await list.json()) as {
    transactions: { id: number; trx_id: string }[];
  };
  const transaction = transactions.find((item) => item.trx_id === trxId);
  if (!transaction) throw new Error(`No transaction ${trxId}`);
  const approved = await request.post(`/api/transactions/${transaction.id}/approve`, { headers });
  expect(approved.ok()).toBe(true);
}
