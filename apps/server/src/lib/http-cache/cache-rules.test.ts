import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SESSION_COOKIE } from '@codegrow/shared/constants/site';
import { hasSession, readsWholeQuery, schemaQueryKeys } from './cache-rules';

describe('hasSession', () => {
  it('is a bearer token or the session cookie, wherever it stands among the cookies', () => {
    expect(hasSession({ authorization: 'Bearer x' })).toBe(true);
    expect(hasSession({ cookie: `${SESSION_COOKIE}=x` })).toBe(true);
    expect(hasSession({ cookie: `cg_theme=dark;${SESSION_COOKIE}=x` })).toBe(true);
    expect(hasSession({ cookie: `cg_theme=dark; ${SESSION_COOKIE}=x` })).toBe(true);
  });

  it('is not any other cookie, nor one whose name ends like it', () => {
    expect(hasSession({})).toBe(false);
    expect(hasSession({ cookie: 'cg_theme=dark' })).toBe(false);
    expect(hasSession({ cookie: `not_${SESSION_COOKIE}=x` })).toBe(false);
  });
});

describe('readsWholeQuery', () => {
  const known = schemaQueryKeys(z.object({ search: z.string(), category: z.string() }));

  it('takes a query of keys the route reads, each once', () => {
    expect(readsWholeQuery({}, known)).toBe(true);
    expect(readsWholeQuery({ search: 'a', category: 'b' }, known)).toBe(true);
  });

  it('refuses any other key, and a key given twice', () => {
    expect(readsWholeQuery({ search: 'a', utm_source: 'x' }, known)).toBe(false);
    expect(readsWholeQuery({ search: ['a', 'b'] }, known)).toBe(false);
    expect(readsWholeQuery({ q: 'a' }, schemaQueryKeys(undefined))).toBe(false);
  });
});
