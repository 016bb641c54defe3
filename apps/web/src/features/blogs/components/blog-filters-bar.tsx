import type { Category } from '@codegrow/shared/schemas/blog';
import { ChevronDown, Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';
import type { BlogFilters } from '../model/blog-filters';

interface BlogFiltersBarProps {
  filters: BlogFilters;
  categories: Category[];
  onSearch: (search: string) => void;
  onCategoryChange: (category: string) => void;
}

const control = cn(
  'h-11 w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:hover:border-slate-600',
  'focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:focus:border-indigo-400',
);

/** The selected category's option value: the URL may name it by slug or by id. */
function selectedSlug(category: string, categories: Category[]): string {
  const match = categories.find((item) => item.slug === category || String(item.id) === category);
  return match?.slug ?? category;
}

/**
 * Search (submitted with Enter or the button) and the category dropdown. The
 * search field is uncontrolled and keyed by the URL's search by the caller, so
 * Back and shared links refill it.
 */
export function BlogFiltersBar({
  filters,
  categories,
  onSearch,
  onCategoryChange,
}: BlogFiltersBarProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const searchId = useId();
  const categoryId = useId();
  const formId = useId();
  const value = selectedSlug(filters.category, categories);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSearch(String(data.get('search') ?? ''));
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white/80 p-3 shadow-sm backdrop-blur sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900/60">
      {/* Action and method, with the category's select belonging to the form: the browser
          sends both to the same address itself before the app has taken over, or if it could not start. */}
      <form
        id={formId}
        role="search"
        action={paths.blogs.getHref()}
        method="get"
        onSubmit={submit}
        className="flex flex-1 gap-2"
      >
        <label htmlFor={searchId} className="sr-only">
          {t('blogs.filters.searchLabel')}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={200}
            placeholder={t('blogs.filters.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className={cn(control, 'pr-3 pl-9')}
          />
        </div>
        <Button type="submit" className="h-11" worksWithoutApp>
          <Search aria-hidden="true" className="size-4 sm:hidden" />
          <span className="max-sm:sr-only">{t('blogs.filters.search')}</span>
        </Button>
      </form>
      <div className="relative sm:w-64">
        <label htmlFor={categoryId} className="sr-only">
          {t('blogs.filters.category')}
        </label>
        <select
          id={categoryId}
          form={formId}
          name="category"
          value={value}
          onChange={(event) => onCategoryChange(event.target.value)}
          className={cn(control, 'appearance-none pr-9 pl-3')}
        >
          <option value="">{t('blogs.filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name} ({formatCount(category.blog_count)})
            </option>
          ))}
          {value && !categories.some((item) => item.slug === value) && (
            // Until the categories arrive (or for an unknown one) the URL's value still shows.
            <option value={value}>{value}</option>
          )}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  );
}
