import { describe, expect, it, vi } from 'vitest';
import {
  isStaleBuildError,
  reloadForStaleBuild,
  staleBuildReloadDue,
  type ReloadContext,
} from './stale-build';

const failedImport = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:3000/assets/contact-1a2b.js',
);

function context(overrides: Partial<ReloadContext> = {}): ReloadContext {
  const kept = new Map<string, string>();
  return {
    store: {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
    },
    href: 'http://localhost:3000/contact',
    now: 1_000_000,
    reload: vi.fn(),
    ...overrides,
  };
}

describe('a page whose code is gone after a deployment', () => {
  it('is told apart from other errors, in every browser’s words', () => {
    expect(isStaleBuildError(failedImport)).toBe(true);
    expect(isStaleBuildError(new TypeError('error loading dynamically imported module'))).toBe(
      true,
    );
    expect(isStaleBuildError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleBuildError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleBuildError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the same address once, then lets the error show', () => {
    const first = context();
    expect(staleBuildReloadDue(failedImport, first)).toBe(true);
    reloadForStaleBuild(first);
    expect(first.reload).toHaveBeenCalledOnce();
    expect(staleBuildReloadDue(failedImport, { ...first, now: first.now + 2_000 })).toBe(false);
  });

  it('tries again for another page, or for the same one much later', () => {
    const first = context();
    reloadForStaleBuild(first);
    const elsewhere = { ...first, href: 'http://localhost:3000/blogs' };
    expect(staleBuildReloadDue(failedImport, elsewhere)).toBe(true);
    expect(staleBuildReloadDue(failedImport, { ...first, now: first.now + 60_000 })).toBe(true);
  });

  it('never reloads for another error, or without storage to remember it', () => {
    expect(staleBuildReloadDue(new Error('bug'), context())).toBe(false);
    expect(staleBuildReloadDue(failedImport, context({ store: null }))).toBe(false);
  });
});
