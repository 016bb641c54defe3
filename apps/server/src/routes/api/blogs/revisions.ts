import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVISION_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { blogSchema } from '@codegrow/shared/schemas/blog';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import {
  revisionListSchema,
  revisionParamsSchema,
  revisionRestoreSchema,
  revisionSchema,
} from '@codegrow/shared/schemas/revision';
import { signedInUser } from '../../../plugins/app/authenticate';
import { authorOf } from '../../../lib/blogs/blog-writes-repository';
import { notFound } from '../../../lib/errors/app-error';

interface RevisionRow {
  id: number;
  createdAt: Date;
  summary: string;
  authorName: string;
  title: string;
}

const revisionJson = ({ id, createdAt, summary, authorName, title }: RevisionRow) => ({
  id,
  created_at: createdAt.toISOString(),
  summary,
  author_name: authorName,
  title,
});

/**
 * An article's history, for admins: the list of its revisions, one revision whole (for the
 * diff), and restoring one. A restore is a write like any other, made and announced through
 * `fastify.articleWrites`.
 */
const revisionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const revisions = fastify.revisionsRepository;

  fastify.get(
    '/:id/revisions',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: revisionListSchema } },
    },
    async (request) => ({
      revisions: (await revisions.list(request.params.id)).map(revisionJson),
    }),
  );

  fastify.get(
    '/:id/revisions/:revisionId',
    {
      config: { access: 'admin' },
      schema: { params: revisionParamsSchema, response: { 200: revisionSchema } },
    },
    async (request) => {
      const revision = await revisions.find(request.params.id, request.params.revisionId);
      if (!revision) throw notFound(REVISION_MESSAGES.notFound);
      return {
        revision: { ...revisionJson(revision), content: revision.content, tags: revision.tags },
      };
    },
  );

  fastify.post(
    '/:id/revisions/:revisionId/restore',
    {
      config: { access: 'admin' },
      schema: {
        params: revisionParamsSchema,
        body: revisionRestoreSchema,
        response: { 200: z.object({ message: z.string(), blog: blogSchema }) },
      },
    },
    async (request) =>
      fastify.articleWrites.restore(
        request.params.id,
        request.params.revisionId,
        request.body?.currentRevisionId,
        authorOf(signedInUser(request)),
      ),
  );
};

export default revisionRoutes;
