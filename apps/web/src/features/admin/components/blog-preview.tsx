import type { Language } from '@codegrow/shared/i18n/languages';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { tagList, type BlogFormValues } from '../model/blog-form';

/**
 * docs/product.md §2 preview: title, category, Premium badge, tags, excerpt, and the body
 * rendered by `renderMarkdown` (the article page's renderer, passed in by the route).
 */
export function BlogPreview({
  values,
  categoryName,
  imageUrl,
  renderMarkdown,
}: {
  values: BlogFormValues;
  categoryName: string | undefined;
  imageUrl: string | null;
  renderMarkdown: (content: string, language: Language) => ReactNode;
}) {
  const tags = tagList(values.tags);
  return (
    <article
      aria-label="Preview"
      className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        {categoryName && <Badge tone="indigo">{categoryName}</Badge>}
        {values.isPremium && <Badge tone="amber">Premium</Badge>}
        {!values.isPublished && <Badge tone="slate">Draft</Badge>}
      </div>
      <h2
        lang={values.title.trim() ? values.language : undefined}
        className="mt-4 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white"
      >
        {values.title.trim() || 'Untitled'}
      </h2>
      {values.excerpt.trim() && (
        <p lang={values.language} className="mt-4 text-lg text-slate-600 dark:text-slate-400">
          {values.excerpt}
        </p>
      )}
      {imageUrl && (
        <img src={imageUrl} alt="" className="mt-6 aspect-video w-full rounded-xl object-cover" />
      )}
      <div className="mt-8">
        {values.content.trim() ? (
          renderMarkdown(values.content, values.language)
        ) : (
          <p className="text-slate-500 italic dark:text-slate-400">Nothing written yet.</p>
        )}
      </div>
      {tags.length > 0 && (
        <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="slate">#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
