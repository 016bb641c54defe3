import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { DISCUSSION_MESSAGES } from '@codegrow/shared/constants/discussion';
import { isAdmin } from '@codegrow/shared/access/blog-access';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import {
  commentEditSchema,
  commentInputSchema,
  commentPinSchema,
  commentReportSchema,
  commentSchema,
  commentsPageQuerySchema,
  commentsPageSchema,
} from '@codegrow/shared/schemas/engagement';
import type { UserRow } from '../../../lib/auth/users-repository';
import { signedInUser } from '../../../plugins/app/authenticate';
import { viewerOf } from '../../../lib/access/article-access';
import { findReadableAccess, readableTo } from '../../../lib/blogs/visible-blog';
import type { CommentFacts } from '../../../lib/engagement/comment-reads';
import type { CommentLimit } from '../../../lib/engagement/comments-repository';
import { assertNotBanned } from '../../../lib/engagement/bans';
import { holdReason, type HoldFacts } from '../../../lib/engagement/comment-holds';
import { keptModerationRules } from '../../../lib/engagement/kept-moderation-rules';
import { renderCommentHtml } from '../../../lib/engagement/render-comment';
import { forbidden, invalidInput, notFound, tooMany } from '../../../lib/errors/app-error';
import { readKeys } from '../../../lib/http-cache/answer-reads';
import { articleKey, discussionKey } from '../../../lib/http-cache/surrogate-keys';

export const COMMENT_RATE_MESSAGE =
  'You are commenting too fast. Please wait a minute and try again.';

interface CommentRoutesOptions {
  /** Per user, kept in the database (the author's allowance row), so every app server agrees. */
  limit: CommentLimit;
}

const commentAnswerSchema = z.object({ comment: commentSchema, message: z.string() });

/** A premium article's discussion is for those who may read the article. */
const commentRoutes: FastifyPluginAsyncZod<CommentRoutesOptions> = async (fastify, { limit }) => {
  const blogsRepo = fastify.blogsRepository;
  const commentsRepo = fastify.commentsRepository;
  const moderationRules = keptModerationRules(fastify.changes, () =>
    commentsRepo.moderationRules(),
  );
  /** What a hold is decided on; the writer's history is read only where the site holds first comments. */
  async function holdFacts(writerId: number, firstCounts: boolean): Promise<HoldFacts> {
    const rules = await moderationRules();
    const holdFirst = firstCounts && rules.holdFirst;
    const hasPublished = holdFirst && (await commentsRepo.hasPublished(writerId));
    return { ...rules, holdFirst, hasPublished };
  }

  /** The comment, if it is there and its article is one this reader may read. */
  async function readableComment(id: number, user: UserRow): Promise<CommentFacts> {
    const facts = await commentsRepo.facts(id);
    if (!facts || facts.deleted || facts.status === 'removed') {
      throw notFound(DISCUSSION_MESSAGES.commentNotFound);
    }
    await findReadableAccess(blogsRepo, facts.blogId, viewerOf(user));
    return facts;
  }

  /** The writer's own comment, to change or delete. */
  async function ownComment(id: number, user: UserRow): Promise<CommentFacts> {
    const facts = await readableComment(id, user);
    if (facts.userId !== user.id) throw forbidden(DISCUSSION_MESSAGES.notYourComment);
    return facts;
  }

  fastify.get(
    '/blog/:id',
    {
      // Named by its discussion too: a comment on the article drops only these pages.
      config: { publicCache: {}, access: 'viewer' },
      schema: {
        params: idParamSchema,
        querystring: commentsPageQuerySchema,
        response: { 200: commentsPageSchema },
      },
    },
    async (request) => {
      const blog = await findReadableAccess(blogsRepo, request.params.id, viewerOf(request.user));
      readKeys(articleKey(blog.id), discussionKey(blog.id));
      // A signed-in reader's answer is their own (never kept by a cache): it holds their comments
      // that wait for a moderator.
      return commentsRepo.pageForBlog(blog.id, request.query.before, request.user?.id ?? null);
    },
  );

  fastify.post(
    '/blog/:id',
    {
      config: { access: 'user', signInMessage: READER_MESSAGES.loginToComment },
      schema: {
        params: idParamSchema,
        body: commentInputSchema,
        response: { 201: commentAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      assertNotBanned(user);
      const viewer = viewerOf(user);
      const blogId = request.params.id;
      const { content, parentId } = request.body;
      const threadId = parentId ? await commentsRepo.threadOf(blogId, parentId) : null;
      if (threadId === undefined) {
        throw invalidInput(DISCUSSION_MESSAGES.parentNotInDiscussion, 'parentId');
      }
      const held = holdReason(user, content, await holdFacts(user.id, true), new Date());
      const outcome = await commentsRepo.addWithinLimit(
        {
          blogId,
          author: user,
          content,
          contentHtml: await renderCommentHtml(content),
          threadId,
          heldReason: held,
        },
        limit,
        viewer,
      );
      if (!outcome.added) {
        // Not added: a 404 or 403 if the article is not there for this reader, else the limit.
        readableTo(outcome.article, viewer);
        throw tooMany(COMMENT_RATE_MESSAGE, limit.windowSeconds);
      }
      if (held) {
        return reply
          .code(201)
          .send({ comment: outcome.added, message: DISCUSSION_MESSAGES.awaitingApproval });
      }
      fastify.discussionChanged(blogId);
      // The reply is kept whatever happens to its notices: a failure here is logged, not answered.
      await fastify.mentionNotices
        .queueFor(blogId, outcome.added)
        .catch((error: unknown) => request.log.error({ err: error }, 'mention notices not queued'));
      return reply
        .code(201)
        .send({ comment: outcome.added, message: READER_MESSAGES.commentAdded });
    },
  );

  fastify.patch(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        params: idParamSchema,
        body: commentEditSchema,
        response: { 200: commentAnswerSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      assertNotBanned(user);
      const facts = await ownComment(request.params.id, user);
      const { content } = request.body;
      // The first-comment rule was the comment's to pass when posted; the others hold an edit too.
      const writerFacts = await holdFacts(user.id, false);
      const comment = await commentsRepo.edit(facts.id, user.id, {
        content,
        contentHtml: await renderCommentHtml(content),
        heldReason: holdReason(user, content, writerFacts, new Date()),
      });
      // Its own row said it was the writer's and not deleted: only the window can have closed.
      if (!comment) throw forbidden(DISCUSSION_MESSAGES.editWindowOver);
      fastify.discussionChanged(facts.blogId);
      return {
        comment,
        message: comment.held
          ? DISCUSSION_MESSAGES.awaitingApproval
          : DISCUSSION_MESSAGES.commentUpdated,
      };
    },
  );

  fastify.delete(
    '/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      const user = signedInUser(request);
      const facts = await ownComment(request.params.id, user);
      if (!(await commentsRepo.markDeleted(facts.id, user.id))) {
        throw notFound(DISCUSSION_MESSAGES.commentNotFound);
      }
      fastify.discussionChanged(facts.blogId);
      return { message: DISCUSSION_MESSAGES.commentDeleted };
    },
  );

  fastify.post(
    '/:id/pin',
    {
      config: { access: 'user' },
      schema: {
        params: idParamSchema,
        body: commentPinSchema,
        response: { 200: commentAnswerSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const facts = await readableComment(request.params.id, user);
      if (!isAdmin(viewerOf(user)) && facts.articleAuthorId !== user.id) {
        throw forbidden(DISCUSSION_MESSAGES.pinNotAllowed);
      }
      const pinned = request.body?.pinned ?? true;
      const comment = await commentsRepo.pin(facts, pinned);
      if (!comment) throw notFound(DISCUSSION_MESSAGES.commentNotFound);
      fastify.discussionChanged(facts.blogId);
      return {
        comment,
        message: pinned ? DISCUSSION_MESSAGES.pinned : DISCUSSION_MESSAGES.unpinned,
      };
    },
  );

  fastify.post(
    '/:id/report',
    {
      config: { access: 'user' },
      schema: {
        params: idParamSchema,
        body: commentReportSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      assertNotBanned(user);
      const facts = await readableComment(request.params.id, user);
      if (facts.userId === user.id) throw invalidInput(DISCUSSION_MESSAGES.ownComment, 'id');
      // Once per reader: a second report of the same comment is thanked and not counted again.
      await fastify.moderation.report(facts.id, user.id, request.body.reason);
      return { message: DISCUSSION_MESSAGES.reported };
    },
  );
};

export default commentRoutes;
