import { z } from 'zod';
import { CHECK_LIMITS, CHECK_TEXT } from '../constants/checks';
import { LANGUAGES } from '../i18n/languages';

/**
 * An article's questions as readers get them: no right answer, no explanation; in the
 * article's language.
 */
export const checksResponseSchema = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      multiple: z.boolean(),
      choices: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
  language: z.enum(LANGUAGES),
});
export type ChecksResponse = z.infer<typeof checksResponseSchema>;
export type CheckQuestion = ChecksResponse['questions'][number];

const idSchema = z
  .string({ error: CHECK_TEXT.answersInvalid })
  .min(1, { error: CHECK_TEXT.answersInvalid })
  .max(20, { error: CHECK_TEXT.answersInvalid });

/** A reader's answers: for each question's id, the ids of the answers they chose. */
export const checkAnswersSchema = z.object({
  answers: z
    .record(
      idSchema,
      z
        .array(idSchema, { error: CHECK_TEXT.answersInvalid })
        .min(1, { error: CHECK_TEXT.answersInvalid })
        .max(CHECK_LIMITS.answersMax, { error: CHECK_TEXT.answersInvalid }),
      {
        error: CHECK_TEXT.answersInvalid,
      },
    )
    .refine((answers) => Object.keys(answers).length <= CHECK_LIMITS.questionsMax, {
      error: CHECK_TEXT.answersInvalid,
    }),
});
export type CheckAnswers = z.infer<typeof checkAnswersSchema>;

export const checkResultsSchema = z.object({
  results: z.array(
    z.object({
      questionId: z.string(),
      correct: z.boolean(),
      correctChoiceIds: z.array(z.string()),
      explanation: z.string(),
    }),
  ),
});
export type CheckResults = z.infer<typeof checkResultsSchema>;
export type CheckResult = CheckResults['results'][number];

/** GET /api/review: the reader's review cards, each a question of an article and when it is due. */
export const reviewCardsSchema = z.object({
  cards: z.array(z.object({ questionId: z.string(), blogId: z.number(), dueAt: z.string() })),
  /** Reviews the reader has done, right or wrong: each one counts. */
  reviews_done: z.number(),
});
export type ReviewCards = z.infer<typeof reviewCardsSchema>;

/** POST /api/review/:blogId/:questionId: the answers chosen for the card's question. */
export const reviewAnswerSchema = z.object({
  choiceIds: z
    .array(idSchema, { error: CHECK_TEXT.answersInvalid })
    .min(1, { error: CHECK_TEXT.answersInvalid })
    .max(CHECK_LIMITS.answersMax, { error: CHECK_TEXT.answersInvalid }),
});

export const reviewResultSchema = z.object({
  result: checkResultsSchema.shape.results.element,
  /** When the card comes back. */
  dueAt: z.string(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

export const reviewParamsSchema = z.object({
  blogId: z.coerce.number().int().min(1).max(2_147_483_647),
  questionId: idSchema,
});

/** A question as the reader's form checks it: answered, one of its answers chosen at least. */
const answeredSchema = z
  .array(z.string(), { error: CHECK_TEXT.answerAll })
  .min(1, { error: CHECK_TEXT.answerAll });

/**
 * 'Check yourself' as a form: the chosen answers by question id, the form starting with every
 * question of the article unanswered. Each one answered first, then the server's own rules.
 */
export const checkAnswersFormSchema = z
  .object({ answers: z.record(z.string(), answeredSchema) })
  .pipe(checkAnswersSchema);

/** A review card as a form: its question answered first, then the server's rules. */
export const reviewAnswerFormSchema = z
  .object({ choiceIds: answeredSchema })
  .pipe(reviewAnswerSchema);
