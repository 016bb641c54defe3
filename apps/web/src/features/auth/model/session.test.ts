import type { User } from '@codegrow/shared/schemas/user';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapStore, setStorageBackend } from '../../../lib/storage';
import { clearSession, readSession, saveSession } from './session';

const user = { id: 3, name: 'Lin', email: 'lin@codegrow.dev' } as User;
let map: Map<string, string>;

beforeEach(() => {
  map = new Map();
  setStorageBackend(mapStore(map));
});
afterEach(() => setStorageBackend(null));

describe('session storage', () => {
  it("keeps the token and user under the spec's keys", () => {
    saveSession('tok', user);
    expect(map.get('token')).toBe('tok');
    expect(JSON.parse(map.get('user') ?? '')).toEqual(user);
    expect(readSession()).toEqual({ token: 'tok', user });
  });

  it('treats a garbled stored user as none', () => {
    map.set('token', 'tok');
    map.set('user', '{not json');
    expect(readSession()).toEqual({ token: 'tok', user: null });
    map.set('user', JSON.stringify({ name: 'no id' }));
    expect(readSession().user).toBeNull();
  });

  it('clears both keys on logout', () => {
    saveSession('tok', user);
    map.set('theme', 'dark');
    clearSession();
    expect([...map.keys()]).toEqual(['theme']);
  });
});
