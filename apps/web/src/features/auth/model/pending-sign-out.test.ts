// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pendingSignOut } from './pending-sign-out';

afterEach(() => {
  document.cookie = 'cg_signout=; Path=/; Max-Age=0';
});

describe('a sign-out made offline', () => {
  it('leaves a note for the server in a cookie of its own, which the page can read', () => {
    expect(pendingSignOut.waiting()).toBe(false);
    pendingSignOut.note();
    expect(document.cookie).toContain('cg_signout=1');
    expect(pendingSignOut.waiting()).toBe(true);
  });
});
