import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapStore, setStorageBackend } from '../../../lib/storage';
import { forgetLegacyToken } from './session';

let map: Map<string, string>;

beforeEach(() => {
  map = new Map();
  setStorageBackend(mapStore(map));
});
afterEach(() => setStorageBackend(null));

describe('a session kept in localStorage before the cookie', () => {
  it('is removed where found, with the user beside it, and nothing else', () => {
    map.set('token', 'old.jwt.token');
    map.set('user', '{"id":3}');
    map.set('theme', 'dark');
    forgetLegacyToken();
    expect([...map.keys()]).toEqual(['theme']);
  });
});
