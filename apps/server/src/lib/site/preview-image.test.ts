import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { AppError } from '../errors/app-error';
import { previewRenderer, renderPreviewImage } from './preview-image';

const card = (title: string) => ({
  title,
  category: 'JavaScript',
  siteName: 'CodeGrow',
  slogan: 'Learn. Code. Grow.',
});
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The render's promise, or the error it was refused with at once. */
function ask(render: ReturnType<typeof previewRenderer>, title: string) {
  try {
    return render(card(title));
  } catch (error) {
    return error as AppError;
  }
}

describe('previewRenderer', () => {
  it('renders a few at a time, refuses the rest at once as unavailable, and takes cards again after', async () => {
    const render = previewRenderer({ atOnce: 1, waiting: 2 });
    const asked = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => ask(render, title));

    const refused = asked.filter((answer) => answer instanceof AppError);
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error.kind).toBe('unavailable');
      expect(error.message).toBe(API_ERROR_MESSAGES.serverBusy);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
    const rendered = await Promise.all(asked.filter((answer) => answer instanceof Promise));
    expect(rendered).toHaveLength(3);
    for (const png of rendered) expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const again = await render(card('Six'));
    expect(again.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('draws a title written in Bangla in its own letters, not as missing-glyph boxes', async () => {
    // Two letters a font without Bengali draws as the same box: the same picture twice.
    const [ka, kha] = await Promise.all([
      renderPreviewImage(card('ক')),
      renderPreviewImage(card('খ')),
    ]);
    expect(ka.equals(kha)).toBe(false);
  });
});
