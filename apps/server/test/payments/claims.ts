import type { FastifyInstance } from 'fastify';
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
