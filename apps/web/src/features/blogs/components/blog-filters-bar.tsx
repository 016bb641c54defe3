import type { Category } from '@codegrow/shared/schemas/blog';
import { ChevronDown, Search } from 'lucide-react';
import { useId, useLayoutEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';
import { lazyResolver } from '../../../lib/lazy-resolver';
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
 * The list query's rules, loaded when the search field takes the focus (or on the first
 * search): zod stays out of the list page's script, as out of the article page's.
 */
const filtersRules = lazyResolver(
  async () => (await import('@codegrow/shared/schemas/blog-filters')).blogFiltersFormSchema,
);

/**
 * The bar's fields, as the URL has them. The caller remounts the bar on a new search, so Back
 * and shared links refill the field; a new category (Back, a link) is put in the dropdown
 * here instead, so a search typed but not sent stays in its field.
 */
function useFiltersForm(filters: BlogFilters) {
  const form = useForm({
    resolver: filtersRules.resolver,
    // The search's first value is the field's own (defaultValue), read when the app starts:
    // text typed into the server's page before then stays.
    defaultValues: { category: filters.category },
  });
  // Before the paint: the dropdown never shows the category the page has left.
  useLayoutEffect(
    () => form.resetField('category', { defaultValue: filters.category }),
    [form, filters.category],
  );
  return form;
}

/**
 * Search (submitted with Enter or the button) and the category dropdown, which applies a
 * choice at once.
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
  const form = useFiltersForm(filters);
  // Controlled: the dropdown keeps showing its category while the list of them arrives.
  const { field: categoryField } = useController({ control: form.control, name: 'category' });
  const value = selectedSlug(categoryField.value, categories);
  const submit = form.handleSubmit(({ search }) => onSearch(search));

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
            type="search"
            defaultValue={filters.search}
            {...form.register('search')}
            onFocus={filtersRules.preload}
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
          {...categoryField}
          value={value}
          onChange={(event) => {
            categoryField.onChange(event);
            onCategoryChange(event.target.value);
          }}
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
