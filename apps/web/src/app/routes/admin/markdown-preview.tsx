import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

// The article page's renderer, loaded only once a preview is asked for.
const MarkdownContent = lazy(() => import('../../../features/blogs/components/markdown-content'));

/** The blog editor's preview body, rendered exactly as on the article page. */
export function renderMarkdownPreview(content: string) {
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
      <MarkdownContent content={content} />
    </Suspense>
  );
}
