import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { FileText, Folder, Route, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { wantsSuggestions, type Suggestion } from '../model/search-suggestions';

interface SearchFormProps {
  /** The query in the URL; the caller keys the form by it so Back and shared links refill it. */
  query: string;
  /** Whose results the suggestions are (viewerKey). */
  viewer: string;
  /** The learning paths, offered where their titles match. */
  learningPaths: PathSummary[];
  onSearch: (query: string) => void;
}

const KIND_LABEL = {
  category: 'blogs.search.kinds.category',
  path: 'blogs.search.kinds.path',
  article: 'blogs.search.kinds.article',
} as const;
const KIND_ICON = { category: Folder, path: Route, article: FileText } as const;

/**
 * The list query's rule for a search, loaded when the field takes the focus (or on the first
 * search): zod stays out of the search page's script, as out of the article page's.
 */
const searchRules = lazyResolver(
  async () => (await import('@codegrow/shared/schemas/blog-filters')).searchFormSchema,
);

function SuggestionOption({
  suggestion,
  id,
  active,
  onChoose,
}: {
  suggestion: Suggestion;
  id: string;
  active: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const Icon = KIND_ICON[suggestion.kind];
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- an option of a combobox: the keys are the field's (arrows, Enter), which keeps the focus
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keeps the focus in the field, so the choice lands before the field's blur closes the list.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm text-slate-700 dark:text-slate-200',
        active && 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/15 dark:text-white',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span className="line-clamp-2 min-w-0 flex-1">{suggestion.label}</span>
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {t(KIND_LABEL[suggestion.kind])}
      </span>
    </li>
  );
}

/**
 * The search page's one big field, focused on arrival. From two characters on it offers
 * matching categories and articles (a combobox: arrows move through them, Enter opens one,
 * Escape closes the list); Enter on the text itself searches.
 */
export function SearchForm({ query, viewer, learningPaths, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const navigate = useNavigate();
  // The field's first value is its own (defaultValue), read when the app starts: text typed
  // into the server's page before then stays.
  const form = useForm({ resolver: searchRules.resolver });
  const typed = useWatch({ control: form.control, name: 'q', defaultValue: query });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const field = form.register('q', {
    onChange: () => {
      setOpen(true);
      setActive(-1);
    },
    onBlur: () => setOpen(false),
  });
  const suggestions = useSearchSuggestions(typed, viewer, learningPaths);
  const shown = open && wantsSuggestions(typed) && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    void navigate(suggestion.href);
  };

  const search = form.handleSubmit(({ q }) => onSearch(q));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = shown ? suggestions[active] : undefined;
    if (chosen) return choose(chosen);
    setOpen(false);
    void search(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!shown) return setOpen(true);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((current) => (current + step + suggestions.length + 1) % (suggestions.length + 1));
  };

  return (
    // Action and method: the browser sends it to the same address itself if the app could
    // not start or has not taken over the page yet.
    <form
      role="search"
      action={paths.search.getHref()}
      method="get"
      onSubmit={submit}
      className="flex gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('blogs.search.fieldLabel')}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          defaultValue={query}
          {...field}
          onFocus={searchRules.preload}
          onKeyDown={onKeyDown}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the reader came here to type: the header's search button leads straight to the field
          autoFocus
          maxLength={200}
          placeholder={t('blogs.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            'h-12 w-full rounded-lg border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:hover:border-slate-600',
            'focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/25 focus:outline-none dark:focus:border-indigo-400 dark:focus:ring-indigo-400/25',
          )}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('blogs.search.suggestions')}
          hidden={!shown}
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={suggestion.key}
              suggestion={suggestion}
              id={optionId(index)}
              active={index === active}
              onChoose={() => choose(suggestion)}
            />
          ))}
        </ul>
      </div>
      <Button type="submit" size="lg" worksWithoutApp>
        <Search aria-hidden="true" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">{t('blogs.search.submit')}</span>
      </Button>
    </form>
  );
}
