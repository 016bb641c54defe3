import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pLimit from 'p-limit';
import type satoriType from 'satori';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { unavailable } from '../errors/app-error';

/** Open Graph's recommended size. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));
/** Latin from Inter; Bengali letters (titles and categories written in Bangla) from Noto. */
const cardFonts = () =>
  ([400, 700] as const).flatMap((weight) => [
    {
      name: 'Inter',
      data: fontFile(`inter/files/inter-latin-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    },
    {
      name: 'Noto Sans Bengali',
      data: fontFile(`noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    },
  ]);
let fonts: ReturnType<typeof cardFonts> | null = null;

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children: unknown): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

export interface PreviewCard {
  title: string;
  category: string;
  siteName: string;
  slogan: string;
}

/**
 * The picture a link preview shows for an article without a cover image: its
 * title and category on the site's card, as a PNG.
 */
export async function renderPreviewImage(card: PreviewCard): Promise<Buffer> {
  fonts ??= cardFonts();
  const titleSize = card.title.length > 70 ? 56 : 68;
  const tree = box(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      color: '#ffffff',
      fontFamily: 'Inter',
      backgroundImage: 'linear-gradient(135deg, #312e81 0%, #4f46e5 55%, #0ea5e9 100%)',
    },
    [
      box({ alignItems: 'center', fontSize: 34, fontWeight: 700 }, [
        box(
          {
            width: 56,
            height: 56,
            marginRight: 20,
            borderRadius: 14,
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 22,
            whiteSpace: 'nowrap',
            backgroundColor: 'rgba(255,255,255,0.18)',
          },
          '</>',
        ),
        card.siteName,
      ]),
      box({ flexDirection: 'column' }, [
        box(
          {
            alignSelf: 'flex-start',
            marginBottom: 24,
            padding: '8px 20px',
            borderRadius: 999,
            fontSize: 26,
            backgroundColor: 'rgba(255,255,255,0.18)',
          },
          card.category,
        ),
        box(
          {
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.15,
            letterSpacing: '-0.02em',
            // Four lines at most: a very long title is cut rather than pushed off the card.
            maxHeight: Math.ceil(titleSize * 1.15 * 4),
            overflow: 'hidden',
          },
          card.title,
        ),
      ]),
      box({ fontSize: 28, opacity: 0.85 }, card.slogan),
    ],
  );
  // Loaded on the first card, not at start: satori alone holds about 30 MB once imported.
  const [{ default: satori }, { renderAsync }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  const svg = await satori(tree as Parameters<typeof satoriType>[0], { ...PREVIEW_SIZE, fonts });
  // Painted on a worker thread: 40-60 ms a card that the event loop no longer spends.
  const png = await renderAsync(svg, { fitTo: { mode: 'width', value: PREVIEW_SIZE.width } });
  return png.asPng();
}

/** Cards painted at once, and waiting their turn, on one server. */
export const PREVIEW_RENDER_LIMITS = { atOnce: 1, waiting: 4 } as const;
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Renders cards one at a time (by default), a few more waiting their turn; past that a card
 * is refused at once with a 503 and Retry-After rather than rendered late, so a burst of
 * previews (a link shared in a busy chat, a crawler) never crowds out the site's readers.
 */
export function previewRenderer(
  limits: { atOnce: number; waiting: number } = PREVIEW_RENDER_LIMITS,
) {
  const limit = pLimit(limits.atOnce);
  return (card: PreviewCard): Promise<Buffer> => {
    if (limit.activeCount + limit.pendingCount >= limits.atOnce + limits.waiting)
      throw unavailable(API_ERROR_MESSAGES.serverBusy, BUSY_RETRY_AFTER_SECONDS);
    return limit(() => renderPreviewImage(card));
  };
}
