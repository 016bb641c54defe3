import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { Folder, Route } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';
import { useCategories } from '../api/get-categories';
import { matchingTopics } from '../model/search-suggestions';

const chip = cn(
  'inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-800 transition-colors hover:border-indigo-300 hover:text-indigo-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-indigo-500/50 dark:hover:text-indigo-300',
  focusRing,
);

/**
 * Categories and learning paths named like the search, above the articles found (the paths
 * come from the page, which has them for the search field's suggestions too).
 */
export function TopicMatches({
  query,
  learningPaths,
}: {
  query: string;
  learningPaths: PathSummary[];
}) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const categories = useCategories();
  const found = matchingTopics(query, categories.data ?? [], learningPaths, 4);
  if (found.categories.length === 0 && found.paths.length === 0) return null;
  return (
    <section aria-labelledby="topic-matches" className="mb-6">
      <h2 id="topic-matches" className="sr-only">
        {t('blogs.search.topicsHeading')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {found.paths.map((path) => (
          <li key={`path-${path.id}`}>
            <Link to={paths.learningPath.getHref(path.slug)} className={chip}>
              <Route aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
              {path.title}
              <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
                {t('blogs.search.pathChip', { steps: formatCount(path.steps) })}
              </span>
            </Link>
          </li>
        ))}
        {found.categories.map((category) => (
          <li key={`category-${category.id}`}>
            <Link to={paths.blogs.getHref({ category: category.slug })} className={chip}>
              <Folder aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
              {category.name}
              <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
                {t('blogs.search.categoryChip', { articles: formatCount(category.blog_count) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
