import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { unique, uniqueEmail } from '../fixtures';
import { adminHeaders } from './content';

/** The e2e server's PAYMENT_WEBHOOK_SECRET (playwright.config.ts). */
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-e2e-webhook-secret';

/** 'dd/mm/yyyy HH:MM' in Bangladesh time, as the wallets write it. */
function bangladeshTime(at: Date): string {
  const [date = '', time = ''] = new Date(at.getTime() + 6 * 3600 * 1000).toISOString().split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 5)}`;
}

/** A bKash 'money received' message, sent now unless `at` says when; a balance when given. */
export function bkashSms({
  trxId,
  taka,
  reference,
  sender = '01533817247',
  balance,
  at = new Date(),
}: {
  trxId: string;
  taka: string;
  reference?: string;
  sender?: string;
  balance?: string;
  at?: Date;
}): string {
  const ref = reference ? ` Ref ${reference}.` : '';
  const after = balance ? ` Balance Tk ${balance}.` : '';
  return `You have received Tk ${taka} from ${sender}.${ref} Fee Tk 0.00.${after} TrxID ${trxId} at ${bangladeshTime(at)}`;
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
  message: Parameters<typeof bkashSms>[0],
) {
  const text = bkashSms(message);
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

const HOUR = 3600 * 1000;

/**
 * A stretch of the bKash wallet's messages of a test's own, forwarded by the wallet's phone:
 * dated `hoursAgo` back (each test its own hour, where no other test's message falls), a minute
 * apart, each balance following the one before, so the site knows it. The first forward starts
 * the chain as an admin does, by approving the claim of the stretch's first message.
 */
export function knownBkashStretch(request: APIRequestContext, hoursAgo: number) {
  const startsAt = Date.now() - hoursAgo * HOUR;
  let minutes = 0;
  // Each stretch from a balance of its own, so one never reads as following another.
  let balancePoisha = hoursAgo * 100_000 + 5_000;
  let started: Promise<void> | null = null;

  const forward = (trxId: string, taka: string, reference?: string) => {
    minutes += 1;
    balancePoisha += Math.round(Number(taka) * 100);
    return forwardBkashSms(request, {
      trxId,
      taka,
      reference,
      at: new Date(startsAt + minutes * 60_000),
      balance: (balancePoisha / 100).toFixed(2),
    });
  };
  const start = async () => {
    const anchor = unique('A').slice(-10);
    await claimAs(request, (await newReader(request)).token, anchor);
    await forward(anchor, '30.00');
    await approveAsAdmin(request, anchor);
  };

  return {
    /** The wallet's phone forwards its next message: `taka` received with `trxId`. */
    async forward({ trxId, taka, reference }: { trxId: string; taka: string; reference?: string }) {
      await (started ??= start());
      return forward(trxId, taka, reference);
    },
  };
}
