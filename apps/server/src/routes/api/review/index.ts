import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECK_TEXT, REVIEW_TEXT } from '@codegrow/shared/constants/checks';
import { gradeChecks } from '@codegrow/shared/content/grade-checks';
import {
  reviewAnswerSchema,
  reviewCardsSchema,
  reviewParamsSchema,
  reviewResultSchema,
} from '@codegrow/shared/schemas/checks';
import { viewerOf } from '../../../lib/access/article-access';
import { articleQuestions } from '../../../lib/checks/article-questions';
import { invalidInput, notFound } from '../../../lib/errors/app-error';
import { signedInUser } from '../../../plugins/app/authenticate';

/**
 * The reader's review queue: GET /api/review lists their cards (questions they missed, each
 * due on its spaced schedule); POST /api/review/:blogId/:questionId answers one, which is
 * judged from the article as it is now and rescheduled. Every review counts, right or wrong.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const checks = fastify.checksRepository;
  const articles = fastify.keptArticles;

  fastify.get(
    '/',
    { config: { access: 'user' }, schema: { response: { 200: reviewCardsSchema } } },
    async (request) => {
      const { cards, reviewsDone } = await checks.cards(signedInUser(request).id);
      return { cards, reviews_done: reviewsDone };
    },
  );

  fastify.post(
    '/:blogId/:questionId',
    {
      config: { access: 'user' },
      schema: {
        params: reviewParamsSchema,
        body: reviewAnswerSchema,
        response: { 200: reviewResultSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { blogId, questionId } = request.params;
      const { questions } = await articleQuestions(articles, blogId, viewerOf(user));
      const question = questions.find((candidate) => candidate.id === questionId);
      if (!question) throw notFound(REVIEW_TEXT.questionGone);
      const { choiceIds } = request.body;
      if (!choiceIds.every((id) => question.choices.some((choice) => choice.id === id))) {
        throw invalidInput(CHECK_TEXT.answersInvalid, 'choiceIds');
      }
      const [result] = gradeChecks([question], { [questionId]: choiceIds });
      if (!result) throw new Error('a question answered is judged');
      const due = await checks.review(user.id, blogId, questionId, result.correct);
      if (!due) throw notFound(REVIEW_TEXT.cardNotFound);
      return { result, dueAt: due.toISOString() };
    },
  );
};

export default reviewRoutes;
