import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface SearchFormProps {
  /** The query in the URL; the caller keys the form by it so Back and shared links refill it. */
  query: string;
  onSearch: (query: string) => void;
}

/** The search page's one big field, focused on arrival. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };

  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={query}
          // The reader came here to type: the header's search button leads straight to the field.
          autoFocus
          maxLength={200}
          placeholder="Search titles, tags and articles..."
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            'h-12 w-full rounded-lg border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:hover:border-slate-600',
            'focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/25 focus:outline-none dark:focus:border-indigo-400 dark:focus:ring-indigo-400/25',
          )}
        />
      </div>
      <Button type="submit" size="lg">
        <Search aria-hidden="true" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">Search</span>
      </Button>
    </form>
  );
}
