import { quizOf, type QuizQuestion } from '@codegrow/shared/content/quiz-block';
import type { Language } from '@codegrow/shared/i18n/languages';
import type { Viewer } from '../access/article-access';
import type { ArticleReads } from '../blogs/kept-articles';
import { findVisibleBlog, readableTo } from '../blogs/visible-blog';

/**
 * An article's questions (its ```quiz block) and the language they are written in (the
 * article's), if this viewer may read the article: 404 for a draft they may not see, 403 for a
 * premium one they may not read. A block saved before blocks were checked on writing asks nothing.
 */
export async function articleQuestions(
  repo: ArticleReads,
  id: number,
  viewer: Viewer,
): Promise<{ questions: QuizQuestion[]; language: Language }> {
  const record = await findVisibleBlog(repo, id, viewer);
  readableTo(record, viewer);
  const quiz = quizOf(record.content ?? '');
  return { questions: quiz.ok ? quiz.questions : [], language: record.language };
}
