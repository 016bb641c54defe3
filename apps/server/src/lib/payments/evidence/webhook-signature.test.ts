import { WEBHOOK_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import { describe, expect, it } from 'vitest';
import { deliveryRefusal, deliverySignature } from './webhook-signature';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = 1_780_000_000;
const body = '{"from":"bKash","text":"…"}';
const signed = (timestamp: number, text = body, secret = SECRET) => ({
  timestamp: String(timestamp),
  signature: deliverySignature(secret, String(timestamp), text),
  body: text,
});

describe('deliveryRefusal', () => {
  it('accepts a delivery signed with the secret within five minutes', () => {
    expect(deliveryRefusal(SECRET, signed(NOW), NOW)).toBeNull();
    expect(deliveryRefusal(SECRET, signed(NOW - 300), NOW)).toBeNull();
  });

  it('refuses another key, a changed body and a missing signature', () => {
    expect(deliveryRefusal(SECRET, signed(NOW, body, `${SECRET}!`), NOW)).toBe(
      WEBHOOK_MESSAGES.badSignature,
    );
    expect(deliveryRefusal(SECRET, { ...signed(NOW), body: `${body} ` }, NOW)).toBe(
      WEBHOOK_MESSAGES.badSignature,
    );
    expect(
      deliveryRefusal(SECRET, { timestamp: String(NOW), signature: undefined, body }, NOW),
    ).toBe(WEBHOOK_MESSAGES.badSignature);
  });

  it('refuses a delivery sent more than five minutes ago or ahead, even when signed', () => {
    expect(deliveryRefusal(SECRET, signed(NOW - 301), NOW)).toBe(WEBHOOK_MESSAGES.stale);
    expect(deliveryRefusal(SECRET, signed(NOW + 301), NOW)).toBe(WEBHOOK_MESSAGES.stale);
  });

  it('refuses everything while the site has no secret', () => {
    expect(deliveryRefusal(undefined, signed(NOW), NOW)).toBe(WEBHOOK_MESSAGES.notSetUp);
  });
});
