import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { article, lockedPremium, noComments, reader } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { api } from '../../../test/setup';
import BlogRoute from './blog';

const SECRET = 'Only subscribers read this sentence.';
const openPage = (viewer: Parameters<typeof renderPage>[1] = null) =>
  renderPage({ path: '/blog/:id', url: '/blog/3', Page: BlogRoute }, viewer);

/** The article API answers `blog` (or 404), with no path places, comments or progress yet. */
function serve(blog: ReturnType<typeof article> | 404) {
  api.use(
    http.get('*/api/blogs/3', () =>
      blog === 404
        ? HttpResponse.json({ message: READER_MESSAGES.blogNotFound }, { status: 404 })
        : HttpResponse.json({ blog }),
    ),
    http.get('*/api/blogs/3/paths', () => HttpResponse.json({ places: [] })),
    http.get('*/api/comments/blog/3', () => HttpResponse.json(noComments)),
    http.get('*/api/progress', () => HttpResponse.json({ progress: [] })),
    http.put('*/api/progress/3', () => HttpResponse.json({ progress: null })),
  );
}

describe('the article page', () => {
  it('shows a visitor a free article whole, with its title, date and reading time', async () => {
    serve(article());
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Indexes That Earn Their Keep' }),
    ).toBeVisible();
    expect(screen.getByText('A B-tree keeps keys in order.')).toBeVisible();
    expect(screen.getByText('November 21, 2026')).toBeVisible();
    expect(screen.getByText('6 min read')).toBeVisible();
  });

  it('shows a visitor a premium article’s excerpt and lock, never its body', async () => {
    serve(lockedPremium());
    openPage();
    expect(await screen.findByText(READER_MESSAGES.premiumContent)).toBeVisible();
    expect(screen.getByText(lockedPremium().excerpt)).toBeVisible();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('shows a signed-in reader without a subscription the lock too', async () => {
    serve(lockedPremium());
    openPage(reader('Rina Reader'));
    expect(await screen.findByText(READER_MESSAGES.premiumContent)).toBeVisible();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('opens a premium article for a subscriber', async () => {
    serve(
      article({
        is_premium: true,
        content_html: `<p>${SECRET}</p>`,
        isLiked: false,
        isSaved: false,
      }),
    );
    openPage(reader('Sabbir Subscriber', { subscribed: true }));
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(screen.queryByText(READER_MESSAGES.premiumContent)).toBeNull();
  });

  it('says so when the article does not exist', async () => {
    serve(404);
    openPage();
    expect(await screen.findByText(READER_MESSAGES.blogNotFound)).toBeVisible();
  });

  it('offers to try again when the article could not be loaded, and shows it once it can', async () => {
    serve(article());
    let failures = 1;
    api.use(
      http.get('*/api/blogs/3', () =>
        failures-- > 0 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Indexes That Earn Their Keep' }),
    ).toBeVisible();
  });
});
