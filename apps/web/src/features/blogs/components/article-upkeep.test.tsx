import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { article } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { ArticleUpkeep } from './article-upkeep';

type Upkeep = Parameters<typeof ArticleUpkeep>[0]['blog'];
const show = (blog: Upkeep) =>
  renderPage({ path: '/', url: '/', Page: () => <ArticleUpkeep blog={blog} /> });

describe('how an article is kept up, as readers see it', () => {
  it('says when it was reviewed, what it was tested with and what changed since', async () => {
    show(
      article({
        reviewed_on: '2026-11-20',
        tested_with: 'PostgreSQL 17',
        changes: [
          { created_at: '2026-11-25T09:00:00.000Z', summary: 'Explained LEFT JOIN' },
          { created_at: '2026-11-22T09:00:00.000Z', summary: 'Fixed a typo' },
        ],
      }),
    );
    expect(
      screen.getByText('Reviewed on November 20, 2026 · Tested with PostgreSQL 17'),
    ).toBeVisible();
    await userEvent.click(screen.getByText('Updated on November 25, 2026'));
    const changes = screen.getByRole('list', { name: 'What changed' });
    expect(changes).toHaveTextContent('Nov 25, 2026: Explained LEFT JOIN');
    expect(changes).toHaveTextContent('Nov 22, 2026: Fixed a typo');
    expect(screen.queryByText(/not been reviewed/)).toBeNull();
  });

  it('shows a notice on an article nobody has checked for a year, and nothing when all is quiet', () => {
    const { unmount } = show(article({ review_due: true }));
    expect(screen.getByText(/has not been reviewed for over a year/)).toBeVisible();
    unmount();
    show(article());
    expect(screen.queryByText(/Reviewed on|Updated on|not been reviewed/)).toBeNull();
  });
});
