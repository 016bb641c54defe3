import { describe, expect, it } from 'vitest';
import { KEPT_META_HEADER, readKeptMeta, servableOffline, type KeptMeta } from './offline-caches';

const now = Date.parse('2026-12-01T12:00:00Z');
const meta = (change: Partial<KeptMeta>): KeptMeta => ({
  title: 'Indexes',
  kind: 'article',
  bytes: 1_000,
  savedAt: '2026-12-01T10:00:00Z',
  premium: false,
  validUntil: null,
  images: [],
  ...change,
});

describe('a page kept for offline reading', () => {
  it('is served offline for as long as it is kept when it is free', () => {
    expect(servableOffline(meta({}), now)).toBe(true);
  });

  it('is served, when premium, only until the session and access it was kept under end', () => {
    const until = (iso: string | null) => meta({ premium: true, validUntil: iso });
    expect(servableOffline(until('2026-12-03T12:00:00Z'), now)).toBe(true);
    expect(servableOffline(until('2026-12-01T11:59:59Z'), now)).toBe(false);
    // Kept before ends were kept: no end is known, so it is not served.
    expect(servableOffline(until(null), now)).toBe(false);
  });

  it('says so in one header, read back as it was written', () => {
    const written = meta({ premium: true, validUntil: '2026-12-03T12:00:00Z', title: 'সূচিপত্র' });
    const response = new Response('<p>kept</p>', {
      headers: { [KEPT_META_HEADER]: encodeURIComponent(JSON.stringify(written)) },
    });
    expect(readKeptMeta(response)).toEqual(written);
    expect(readKeptMeta(new Response('<p>no header</p>'))).toBeNull();
  });
});
