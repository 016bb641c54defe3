import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@codegrow/shared/constants/payment-providers';

/** Hex HMAC-SHA256 of `timestamp.body` under the site's webhook secret. */
export function deliverySignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export interface Delivery {
  /** X-CodeGrow-Timestamp: Unix seconds when the app sent it. */
  timestamp: string | undefined;
  /** X-CodeGrow-Signature. */
  signature: string | undefined;
  body: string;
}

/**
 * Why a delivery is refused, or null when it is signed with the secret and sent within five
 * minutes of now. The signature covers the timestamp, so an old delivery cannot be made new.
 */
export function deliveryRefusal(
  secret: string | undefined,
  delivery: Delivery,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | null {
  if (!secret) return M.notSetUp;
  const { timestamp = '', signature = '', body } = delivery;
  const expected = Buffer.from(deliverySignature(secret, timestamp, body), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || !timingSafeEqual(given, expected)) return M.badSignature;
  const sentAt = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - sentAt) > WEBHOOK_TOLERANCE_SECONDS)
    return M.stale;
  return null;
}

/**
 * What makes a delivery the same delivery: its timestamp and body, whatever the spelling of
 * its signature (hex in capitals is the same signature). The replay record keeps this.
 */
export const deliveryHash = ({ timestamp = '', body }: Delivery): string =>
  createHash('sha256').update(`${timestamp}.${body}`).digest('hex');
