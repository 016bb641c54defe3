import type { FastifyInstance } from 'fastify';
import { bkashReceived } from '../../src/lib/payments/evidence/wallet-sms.fixtures';
import { deliverySignature } from '../../src/lib/payments/evidence/webhook-signature';
import { bearer, registerUser, type RegisteredUser } from '../helper';

let address = 0;

/**
 * A reader (a new one unless given) claims to have paid with `trxId` (for someone else with
 * `gift`), from an address of its
 * own: the per-address limit has its own test. Answers the reader, the answer and the claim's id
 * (0 when it was refused).
 */
export async function newClaim(
  app: FastifyInstance,
  trxId: string,
  {
    reader,
    provider,
    gift,
  }: { reader?: RegisteredUser; provider?: string; gift?: Record<string, unknown> } = {},
) {
  const owner = reader ?? (await registerUser(app));
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/transactions',
    payload: { trxId, amount: 30, ...(provider && { provider }), ...(gift && { gift }) },
    remoteAddress: `10.${Math.floor(address / 62_500) % 250}.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    headers: bearer(owner.token),
  });
  const id = response.statusCode === 201 ? (response.json().transaction.id as number) : 0;
  return { reader: owner, response, id };
}

/** The admin turns auto-approval on or off. */
export async function setAutoApprove(app: FastifyInstance, admin: RegisteredUser, on: boolean) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { autoApprove: on },
    headers: bearer(admin.token),
  });
  if (response.statusCode !== 200) throw new Error(`settings refused: ${response.body}`);
}

const MINUTE = 60_000;
const BANGLADESH_OFFSET = 6 * 60 * MINUTE;

/**
 * Where a wallet's messages begin: half an hour before now, a minute apart, so that messages
 * other tests date now come after them all, never between; but not before this month began in
 * Bangladesh time, where the books count it.
 */
function walletStart(now: number): number {
  const local = new Date(now + BANGLADESH_OFFSET);
  const monthBegan = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BANGLADESH_OFFSET;
  return Math.max(now - 30 * MINUTE, monthBegan);
}

/**
 * The site's bKash wallet as its messages tell it: each message's balance follows from the one
 * before, so the matcher knows it (a full match needs that). The first use starts the chain as
 * an admin would, by approving the claim of the wallet's first message.
 */
export function knownWallet(app: FastifyInstance, admin: RegisteredUser) {
  const startedAt = walletStart(Date.now());
  let minutes = 0;
  let balancePoisha = 100_000;
  let started: Promise<void> | null = null;

  const next = (trxId: string, taka: string, reference?: string) => {
    minutes += 1;
    balancePoisha += Math.round(Number(taka.replace(/,/g, '')) * 100);
    return bkashReceived({
      trxId,
      taka,
      reference,
      at: new Date(startedAt + minutes * MINUTE),
      balance: (balancePoisha / 100).toFixed(2),
    });
  };

  async function start() {
    const trxId = `ANCHOR${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
    const { id } = await newClaim(app, trxId);
    await pasteAsAdmin(app, admin, next(trxId, '30.00'));
    const approved = await app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/approve`,
      headers: bearer(admin.token),
    });
    if (approved.statusCode !== 200) throw new Error(`anchor refused: ${approved.body}`);
  }

  return {
    /** The wallet's next message: `taka` received with `trxId`, its balance known. */
    async message(trxId: string, taka: string, { reference }: { reference?: string } = {}) {
      await (started ??= start());
      return next(trxId, taka, reference);
    },
  };
}

/** An admin pastes wallet messages into the ledger; answers what the import did. */
export async function pasteAsAdmin(app: FastifyInstance, admin: RegisteredUser, text: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/payments/evidence',
    payload: { text },
    headers: bearer(admin.token),
  });
  if (response.statusCode !== 200) throw new Error(`paste refused: ${response.body}`);
  return response.json() as { added: number; repeated: number };
}

/**
 * What the SMS-forwarding app does: posts `body` (or a delivery of `text` from `from`), signed
 * with `secret` at `sentAt`, its signature in capitals when told (the same signature).
 */
export function deliverSigned(
  app: FastifyInstance,
  secret: string,
  {
    text = '',
    from = 'bKash',
    body = '',
    sentAt = Math.floor(Date.now() / 1000),
    capitals = false,
  }: { text?: string; from?: string; body?: string; sentAt?: number; capitals?: boolean },
) {
  const payload = body || JSON.stringify({ from, text, receivedAt: new Date().toISOString() });
  const timestamp = String(sentAt);
  const signature = deliverySignature(secret, timestamp, payload);
  return app.inject({
    method: 'POST',
    url: '/api/payments/sms-webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'x-codegrow-timestamp': timestamp,
      'x-codegrow-signature': capitals ? signature.toUpperCase() : signature,
    },
  });
}

/** An admin uploads a wallet statement (CSV) as the desk's form sends it, with `fields`. */
export async function uploadStatement(
  app: FastifyInstance,
  admin: RegisteredUser,
  csv: string,
  fields: Record<string, string> = {},
  url = '/api/admin/payments/evidence',
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('statement', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  const encoded = new Response(data);
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...bearer(admin.token) },
  });
}
