import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECK_TEXT } from '@codegrow/shared/constants/checks';
import { answersFit, askedQuestions, gradeChecks } from '@codegrow/shared/content/grade-checks';
import {
  checkAnswersSchema,
  checkResultsSchema,
  checksResponseSchema,
} from '@codegrow/shared/schemas/checks';
import { idParamSchema } from '@codegrow/shared/schemas/common';
import { viewerOf, type Viewer } from '../../../lib/access/article-access';
import { articleQuestions } from '../../../lib/checks/article-questions';
import { invalidInput } from '../../../lib/errors/app-error';
import { readKeys } from '../../../lib/http-cache/answer-reads';
import { articleKey } from '../../../lib/http-cache/surrogate-keys';
import type { PageRead } from '../../../plugins/app/page-reads';

/**
 * An article's checks: GET /api/blogs/:id/checks asks the questions (no right answer in it),
 * POST judges a reader's answers and, for a signed-in reader, keeps them. The questions live in
 * the article's Markdown (its ```quiz block) and follow the article's premium rule.
 */
const checkRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const articles = fastify.keptArticles;
  const checks = fastify.checksRepository;

  const questionsOf = (id: number, viewer: Viewer) => articleQuestions(articles, id, viewer);

  /** The questions as the reader may see them: none of a premium article for a visitor. */
  async function asked({ params: { id }, user }: PageRead<{ id: number }>) {
    const { questions, language } = await questionsOf(id, viewerOf(user));
    readKeys(articleKey(id));
    return { questions: askedQuestions(questions), language };
  }

  fastify.get(
    '/:id/checks',
    {
      config: { publicCache: {}, access: 'viewer', readInPages: true },
      schema: { params: idParamSchema, response: { 200: checksResponseSchema } },
    },
    asked,
  );

  fastify.post(
    '/:id/checks',
    {
      config: { access: 'viewer' },
      schema: {
        params: idParamSchema,
        body: checkAnswersSchema,
        response: { 200: checkResultsSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { answers } = request.body;
      const { questions } = await questionsOf(id, viewerOf(request.user));
      if (!answersFit(questions, answers)) throw invalidInput(CHECK_TEXT.answersInvalid, 'answers');
      const results = gradeChecks(questions, answers);
      if (request.user) {
        const answered = results.map((result) => ({
          ...result,
          choiceIds: answers[result.questionId] ?? [],
        }));
        const askedIds = questions.map((question) => question.id);
        await checks.record(request.user.id, id, answered, askedIds);
      }
      return { results };
    },
  );
};

export default checkRoutes;
