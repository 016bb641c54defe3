import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { CommentThread } from '@codegrow/shared/schemas/engagement';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reader } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { api } from '../../../../test/setup';
import { commentDraft } from '../model/comment-draft';
import { CommentsSection } from './comments-section';

const RINA = reader('Rina Reader');

/** The discussion of article 3 as the server keeps it: what was posted shows on the next read. */
function serveDiscussion(refusal?: { status: number; message: string }) {
  const comments: CommentThread[] = [];
  let posts = 0;
  api.use(
    http.get('*/api/comments/blog/3', () =>
      HttpResponse.json({ comments, hasMore: false, total: comments.length }),
    ),
    http.post('*/api/comments/blog/3', async ({ request }) => {
      posts += 1;
      if (refusal)
        return HttpResponse.json({ message: refusal.message }, { status: refusal.status });
      const { content, parentId } = (await request.json()) as {
        content: string;
        parentId?: number;
      };
      const thread = comments.find((item) => item.id === parentId);
      const comment = {
        id: posts + 100,
        parent_id: thread ? thread.id : null,
        user_id: 7,
        user_name: 'Rina Reader',
        user_photo: null,
        content,
        content_html: `<p>${content}</p>`,
        created_at: new Date().toISOString(),
        edited_at: null,
        pinned: false,
        deleted: false,
        held: false,
        removed: false,
      };
      if (thread) thread.replies.push(comment);
      else comments.unshift({ ...comment, replies: [] });
      return HttpResponse.json({ comment, message: READER_MESSAGES.commentAdded }, { status: 201 });
    }),
  );
  return { posts: () => posts };
}

const Section = ({ signedIn }: { signedIn: boolean }) => (
  <CommentsSection
    blogId={3}
    viewer={signedIn ? '7:user:free' : 'anonymous'}
    isAuthenticated={signedIn}
    readerId={signedIn ? 7 : null}
    canPin={false}
  />
);
const openDiscussion = (signedIn: boolean) =>
  renderPage(
    { path: '/blog/:id', url: '/blog/3', Page: () => <Section signedIn={signedIn} /> },
    signedIn ? RINA : null,
  );

const field = () => screen.getByLabelText('Add a comment');
const post = () => userEvent.click(screen.getByRole('button', { name: /post/i }));

describe('an article’s discussion', () => {
  it('asks a visitor to log in instead of offering the form', async () => {
    serveDiscussion();
    openDiscussion(false);
    expect(await screen.findByText(READER_MESSAGES.loginToComment)).toBeVisible();
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
  });

  it('refuses an empty comment without asking the server', async () => {
    const server = serveDiscussion();
    openDiscussion(true);
    await userEvent.type(field(), '   ');
    await post();
    expect(await screen.findByText(READER_MESSAGES.commentEmpty)).toBeInTheDocument();
    expect(server.posts()).toBe(0);
  });

  it('posts a comment, shows it at the top and empties the field', async () => {
    serveDiscussion();
    openDiscussion(true);
    await userEvent.type(field(), 'Which join keeps the unmatched rows?');
    await post();
    expect(await screen.findByText('Which join keeps the unmatched rows?')).toBeVisible();
    expect(await screen.findByText(READER_MESSAGES.commentAdded)).toBeInTheDocument();
    expect(field()).toHaveValue('');
  });

  it('answers a comment in place: the reply shows under it, and a reply to the reply names its writer', async () => {
    serveDiscussion();
    openDiscussion(true);
    await userEvent.type(field(), 'How do I read a plan?');
    await post();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Rina Reader' }));
    const reply = screen.getByLabelText('Your reply to Rina Reader');
    expect(reply).toHaveFocus();
    await userEvent.type(reply, 'Start with EXPLAIN ANALYZE');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    const answer = await screen.findByText('Start with EXPLAIN ANALYZE');
    expect(answer.closest('ul ul')).not.toBeNull();
    expect(screen.queryByLabelText('Your reply to Rina Reader')).toBeNull();

    const replyButtons = screen.getAllByRole('button', { name: 'Reply to Rina Reader' });
    await userEvent.click(replyButtons[1] as HTMLElement);
    expect(screen.getByLabelText('Your reply to Rina Reader')).toHaveValue('@Rina Reader ');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Your reply to Rina Reader')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Reply to Rina Reader' })[1]).toHaveFocus();
  });

  it('says why the server refused, and keeps what the reader wrote', async () => {
    serveDiscussion({ status: 429, message: 'You are commenting too fast; wait a minute' });
    openDiscussion(true);
    await userEvent.type(field(), 'One more thought');
    await post();
    expect(
      await screen.findByText('You are commenting too fast; wait a minute'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('One more thought');
  });

  it('posts a comment the ended session refused once its writer is back, and only for them', async () => {
    const kept = (writer: string) =>
      commentDraft.keep(3, { content: 'Sent as my session ended', posting: true, writer });
    const server = serveDiscussion();

    kept('8:user:free');
    openDiscussion(true);
    expect(field()).toHaveValue('');
    expect(server.posts()).toBe(0);
    cleanup();

    kept('7:user:free');
    openDiscussion(true);
    expect(await screen.findByText('Sent as my session ended')).toBeVisible();
    expect(server.posts()).toBe(1);
    expect(commentDraft.read(3, '7:user:free')).toBeNull();
  });
});
