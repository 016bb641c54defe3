import type { Language } from '@codegrow/shared/i18n/languages';
import { Suspense, use, useDeferredValue } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { ArticleBody } from '../../features/blogs/components/article-body';
import { QuizPreview } from './quiz-preview';

// The server's renderer, downloaded only once a preview is asked for: readers never load it.
const renderer = () => import('@codegrow/shared/content/article-html');
let loading: ReturnType<typeof renderer> | null = null;

function MarkdownPreview({ content, language }: { content: string; language: Language }) {
  const { renderArticleHtml } = use((loading ??= renderer()));
  // Typing stays responsive on long articles: the preview catches up between keystrokes.
  const deferred = useDeferredValue(content);
  return (
    <>
      <ArticleBody html={renderArticleHtml(deferred)} language={language} />
      <QuizPreview content={deferred} />
    </>
  );
}

/** The blog editor's preview body, rendered exactly as readers will get it. */
export function renderMarkdownPreview(content: string, language: Language) {
  return (
    <Suspense
      fallback={
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading preview...</span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-4/5" />
        </div>
      }
    >
      <MarkdownPreview content={content} language={language} />
    </Suspense>
  );
}
