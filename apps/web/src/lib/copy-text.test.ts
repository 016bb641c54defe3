import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const fallback = vi.fn(() => true);
    await expect(copyText('01700000000', { clipboard: { writeText } }, fallback)).resolves.toBe(
      true,
    );
    expect(writeText).toHaveBeenCalledWith('01700000000');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back when the Clipboard API refuses or is missing', async () => {
    const refused = { clipboard: { writeText: () => Promise.reject(new Error('denied')) } };
    const fallback = vi.fn(() => true);
    await expect(copyText('42', refused, fallback)).resolves.toBe(true);
    await expect(copyText('42', {}, fallback)).resolves.toBe(true);
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('reports failure when nothing could copy', async () => {
    await expect(copyText('42', {}, () => false)).resolves.toBe(false);
  });
});
