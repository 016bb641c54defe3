import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapStore, setStorageBackend } from '../../../lib/storage';
import { takeLegacyToken } from './session';

let map: Map<string, string>;

beforeEach(() => {
  map = new Map();
  setStorageBackend(mapStore(map));
});
afterEach(() => setStorageBackend(null));

describe('a session kept in localStorage before the cookie', () => {
  it('is handed over once and leaves nothing behind', () => {
    map.set('token', 'old.jwt.token');
    map.set('user', '{"id":3}');
    map.set('theme', 'dark');
    expect(takeLegacyToken()).toBe('old.jwt.token');
    expect([...map.keys()]).toEqual(['theme']);
    expect(takeLegacyToken()).toBeNull();
  });
});
