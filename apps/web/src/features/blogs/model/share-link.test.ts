import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'Closures', url: 'https://codegrow.dev/blog/1' };

function clipboard() {
  return { writeText: vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined) };
}

describe('shareLink', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const board = clipboard();
    await expect(shareLink(data, { share, clipboard: board })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the reader dismisses the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('dismissed', 'AbortError'));
    const board = clipboard();
    await expect(shareLink(data, { share, clipboard: board })).resolves.toBe('cancelled');
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when sharing is unavailable or fails', async () => {
    const board = clipboard();
    await expect(shareLink(data, { clipboard: board })).resolves.toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(data.url);

    const share = vi.fn().mockRejectedValue(new DOMException('no target', 'NotAllowedError'));
    await expect(shareLink(data, { share, clipboard: board })).resolves.toBe('copied');
  });

  it('rejects when the link cannot be copied either', async () => {
    await expect(shareLink(data, {})).rejects.toThrow();
    const broken = { writeText: vi.fn().mockRejectedValue(new Error('denied')) };
    await expect(shareLink(data, { clipboard: broken })).rejects.toThrow('denied');
  });
});
