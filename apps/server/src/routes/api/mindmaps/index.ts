import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { idParamSchema, idSchema } from '@codegrow/shared/schemas/common';
import { MAP_CHECK_TEXT } from '@codegrow/shared/constants/checks';
import { gradeMap, labelsFit } from '@codegrow/shared/content/grade-map';
import { mapCheckResultsSchema, mapCheckSchema } from '@codegrow/shared/schemas/map-check';
import {
  mindmapDataInputSchema,
  mindmapInputSchema,
  mindmapSchema,
} from '@codegrow/shared/schemas/mindmap';
import { signedInUser } from '../../../plugins/app/authenticate';
import { canReadArticle, viewerOf, type Viewer } from '../../../lib/access/article-access';
import { articleQuestions } from '../../../lib/checks/article-questions';
import { forbidden, invalidInput, notFound } from '../../../lib/errors/app-error';
import { articleKey, mindmapKey } from '../../../lib/http-cache/surrogate-keys';
import { toMindmapJson, type MindmapRecord } from '../../../lib/mindmaps/mindmaps-repository';

const one = { 200: z.object({ mindmap: mindmapSchema }) };

/** What a write to a map changes: the map, and the articles it showed with, before and now. */
const mapKeys = (mindmapId: number, blogIds: Array<number | null>) => [
  mindmapKey(mindmapId),
  ...blogIds.filter((blogId) => blogId !== null).map(articleKey),
];

/** A map attached to an article is readable exactly when the article's body is. */
function assertReadable(record: MindmapRecord | undefined, viewer: Viewer): MindmapRecord {
  if (!record) throw notFound(MINDMAP_MESSAGES.notFoundToast);
  if (record.article === null) return record;
  if (!canReadArticle(record.article, viewer)) throw forbidden(MINDMAP_MESSAGES.notFoundToast);
  return record;
}

const mindmapRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const maps = fastify.mindmapsRepository;

  /** `before`: the article the map belonged to before this write, which shows it no more. */
  async function respond(id: number, before: Array<number | null> = []) {
    const record = await maps.findById(id);
    fastify.contentChanged(mapKeys(id, [...before, record?.blogId ?? null]));
    if (!record) throw notFound(MINDMAP_MESSAGES.notFoundToast);
    return { mindmap: toMindmapJson(record) };
  }

  fastify.get(
    '/author/me',
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.object({ mindmaps: z.array(mindmapSchema) }) } },
    },
    async (request) => ({
      mindmaps: (await maps.listByAuthor(signedInUser(request).id)).map(toMindmapJson),
    }),
  );

  fastify.get(
    '/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        response: {
          200: z.object({
            totalMindmaps: z.number(),
            blogMindmaps: z.number(),
            standaloneMindmaps: z.number(),
          }),
        },
      },
    },
    () => maps.stats(),
  );

  fastify.get(
    '/blog/:blogId',
    {
      config: { publicCache: {}, access: 'viewer' },
      schema: { params: z.object({ blogId: idSchema('blogId') }), response: one },
    },
    async (request) => {
      const record = assertReadable(
        await maps.findByBlog(request.params.blogId),
        viewerOf(request.user),
      );
      return { mindmap: toMindmapJson(record) };
    },
  );

  /**
   * 'Complete the map': the reader's labels for the hidden nodes of an article's map, judged
   * against the map as stored. A signed-in reader's complete map is the check of an article that
   * asks no questions.
   */
  fastify.post(
    '/blog/:blogId/check',
    {
      config: { access: 'viewer' },
      schema: {
        params: z.object({ blogId: idSchema('blogId') }),
        body: mapCheckSchema,
        response: { 200: mapCheckResultsSchema },
      },
    },
    async (request) => {
      const { blogId } = request.params;
      const record = assertReadable(await maps.findByBlog(blogId), viewerOf(request.user));
      // A map stored before maps were validated may not read: there is nothing to complete.
      const stored = mindmapDataInputSchema.safeParse(record.data);
      if (!stored.success) throw notFound(MINDMAP_MESSAGES.notFoundToast);
      const map = stored.data;
      const { labels } = request.body;
      if (!labelsFit(map, labels)) throw invalidInput(MAP_CHECK_TEXT.labelsInvalid, 'labels');
      const judged = gradeMap(map, labels);
      if (request.user && judged.complete) {
        // An article that asks questions is checked by answering them: its map, whose labels
        // are on the page, cannot stand in for them (nor earn a path's certificate).
        const viewer = viewerOf(request.user);
        const { questions } = await articleQuestions(fastify.keptArticles, blogId, viewer);
        if (questions.length === 0)
          await fastify.checksRepository.recordMapComplete(request.user.id, blogId);
      }
      return judged;
    },
  );

  fastify.get(
    '/:id',
    {
      config: { publicCache: {}, access: 'viewer' },
      schema: { params: idParamSchema, response: one },
    },
    async (request) => {
      const record = assertReadable(await maps.findById(request.params.id), viewerOf(request.user));
      return { mindmap: toMindmapJson(record) };
    },
  );

  fastify.post(
    '/',
    {
      config: { access: 'admin' },
      schema: { body: mindmapInputSchema, response: { 201: one[200] } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { title, description, data, blog_id } = request.body;
      const blogId = await maps.attachableArticle(blog_id);
      const id = await maps.create(
        { title, description, data, blogId },
        { id: user.id, name: user.name ?? MINDMAP_MESSAGES.defaultAuthor },
      );
      return reply.code(201).send(await respond(id));
    },
  );

  fastify.put(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, body: mindmapInputSchema, response: one },
    },
    async (request) => {
      const { title, description, data, blog_id } = request.body;
      const blogId = await maps.attachableArticle(blog_id, request.params.id);
      const before = await maps.findById(request.params.id);
      if (!(await maps.update(request.params.id, { title, description, data, blogId }))) {
        throw notFound(MINDMAP_MESSAGES.notFoundToast);
      }
      return respond(request.params.id, [before?.blogId ?? null]);
    },
  );

  fastify.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ message: z.string(), blog_id: z.number().nullable() }) },
      },
    },
    async (request) => {
      const removed = await maps.remove(request.params.id);
      if (!removed) throw notFound(MINDMAP_MESSAGES.notFoundToast);
      fastify.contentChanged(mapKeys(removed.id, [removed.blogId]));
      return { message: MINDMAP_MESSAGES.deleted, blog_id: removed.blogId };
    },
  );
};

export default mindmapRoutes;
