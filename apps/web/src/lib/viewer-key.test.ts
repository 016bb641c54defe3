import { describe, expect, it } from 'vitest';
import { viewerKey } from './viewer-key';

describe('viewerKey', () => {
  it('is the same for every anonymous visitor', () => {
    expect(viewerKey(null)).toBe('anonymous');
  });

  it('changes with the user and with what they may read', () => {
    const reader = { id: 7, role: 'user', subscription_status: 'free' } as const;
    expect(viewerKey(reader)).not.toBe(viewerKey(null));
    expect(viewerKey({ ...reader, id: 8 })).not.toBe(viewerKey(reader));
    expect(viewerKey({ ...reader, subscription_status: 'active' })).not.toBe(viewerKey(reader));
    expect(viewerKey({ ...reader, role: 'admin' })).not.toBe(viewerKey(reader));
  });
});
