import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import { MODERATION_MESSAGES } from '@codegrow/shared/constants/discussion';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import {
  banSchema,
  blockedWordsSchema,
  moderationDecisionSchema,
  moderationQueueSchema,
  moderationSettingsSchema,
} from '@codegrow/shared/schemas/moderation';
import { signedInUser } from '../../../plugins/app/authenticate';
import { conflict, invalidInput, notFound } from '../../../lib/errors/app-error';

const commentIdParamSchema = z.object({ commentId: idParamSchema.shape.id });

const messageSchema = z.object({ message: z.string() });

/** The moderation queue, its decisions, blocked words and bans: admins only. */
const adminModerationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const moderation = fastify.moderation;

  fastify.get(
    '/moderation',
    {
      config: { access: 'admin' },
      schema: { response: { 200: moderationQueueSchema } },
    },
    async () => ({ items: await moderation.queue() }),
  );

  fastify.post(
    '/moderation/:commentId',
    {
      config: { access: 'admin' },
      schema: {
        params: commentIdParamSchema,
        body: moderationDecisionSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const { action } = request.body;
      const decision = await moderation.decide(request.params.commentId, action, actor.id);
      if (!decision) throw notFound(MODERATION_MESSAGES.notInQueue);
      fastify.discussionChanged(decision.blogId);
      if (decision.published) {
        const comment = await fastify.commentsRepository.findOne(decision.commentId);
        if (comment) {
          await fastify.mentionNotices
            .queueFor(decision.blogId, comment)
            .catch((error: unknown) =>
              request.log.error({ err: error }, 'mention notices not queued'),
            );
        }
      }
      return {
        message: action === 'approve' ? MODERATION_MESSAGES.approved : MODERATION_MESSAGES.removed,
      };
    },
  );

  fastify.get(
    '/moderation/settings',
    {
      config: { access: 'admin' },
      schema: { response: { 200: moderationSettingsSchema } },
    },
    async () => moderation.settings(),
  );

  fastify.put(
    '/moderation/settings',
    {
      config: { access: 'admin' },
      schema: {
        body: moderationSettingsSchema,
        response: { 200: moderationSettingsSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const saved = await moderation.saveSettings(request.body);
      fastify.changes.announce({ kind: 'moderation' });
      return { ...saved, message: MODERATION_MESSAGES.settingsSaved };
    },
  );

  fastify.get(
    '/moderation/blocked-words',
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.object({ words: z.array(z.string()) }) } },
    },
    async () => ({ words: await moderation.blockedWords() }),
  );

  fastify.put(
    '/moderation/blocked-words',
    {
      config: { access: 'admin' },
      schema: {
        body: blockedWordsSchema,
        response: { 200: z.object({ words: z.array(z.string()), message: z.string() }) },
      },
    },
    async (request) => {
      const words = await moderation.setBlockedWords(request.body.words);
      fastify.changes.announce({ kind: 'moderation' });
      return { words, message: MODERATION_MESSAGES.blockedWordsSaved };
    },
  );

  fastify.post(
    '/users/:id/ban',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, body: banSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const actor = signedInUser(request);
      const account = await fastify.usersRepository.findById(request.params.id);
      if (!account) throw notFound(ADMIN_MESSAGES.userNotFound);
      if (account.role === 'admin') throw conflict(MODERATION_MESSAGES.cannotBanAdmin, 'id');
      const until = request.body.until === null ? null : new Date(request.body.until);
      if (until && until <= new Date())
        throw invalidInput(MODERATION_MESSAGES.banEndInPast, 'until');
      await moderation.setBan(account, actor.id, { reason: request.body.reason, until });
      // Every server reads the account again before its next request: the ban holds on all.
      fastify.accountChanged(account.id);
      return { message: MODERATION_MESSAGES.banned };
    },
  );

  fastify.delete(
    '/users/:id/ban',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const actor = signedInUser(request);
      const account = await fastify.usersRepository.findById(request.params.id);
      if (!account) throw notFound(ADMIN_MESSAGES.userNotFound);
      await moderation.setBan(account, actor.id, null);
      fastify.accountChanged(account.id);
      return { message: MODERATION_MESSAGES.unbanned };
    },
  );
};

export default adminModerationRoutes;
