import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import type { CheckAnswers } from '@codegrow/shared/schemas/checks';
import { keptByArticle } from '../../../lib/kept-by-article';

/** A visitor's answers to articles' checks, judged again and kept when they sign in. */
export const visitorAnswers = keptByArticle<CheckAnswers['answers']>(STORAGE_KEYS.checkAnswers);
