/** The body of 'Server State with TanStack Query' (Markdown). */
export default `Most React applications juggle two kinds of state: state the UI owns, such as whether a modal is open, and data that lives on a server and is merely *borrowed* by the browser. Handling both with \`useState\` and a fetching \`useEffect\` leads to duplicated requests, stale screens and race conditions. TanStack Query (formerly React Query) is built for the second kind. This article explains the model and the v5 APIs you will use most: queries, caching, mutations, optimistic updates, pagination, prefetching and the usual mistakes.

## Server state is not client state

Client state is synchronous and yours. Server state lives remotely, can be changed by others at any time, must be fetched asynchronously, and your copy silently goes out of date. Handling it well needs caching, request deduplication, background refetching, retries and invalidation, which is what TanStack Query provides. It does not fetch anything itself: you supply a function that returns a promise.

## Setting up the QueryClient

\`\`\`bash
npm install @tanstack/react-query
\`\`\`

Create one \`QueryClient\` for the application and provide it at the root:

\`\`\`tsx
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TodoPage } from './TodoPage';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000, // treat data as fresh for 30 seconds
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TodoPage />
    </QueryClientProvider>
  );
}
\`\`\`

The examples use a small API module. \`fetch\` does not reject on HTTP errors, so the helper throws; TanStack Query needs a rejected promise to know a request failed.

\`\`\`ts
// api.ts
export interface Todo {
  id: number;
  title: string;
  done: boolean;
}

export type TodoFilter = 'all' | 'open' | 'done';

async function request<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(\`\${init?.method ?? 'GET'} \${url} failed: \${res.status}\`);
  return (await res.json()) as T;
}

export const fetchTodos = (filter: TodoFilter, signal?: AbortSignal) =>
  request<Todo[]>(\`/api/todos?filter=\${filter}\`, { signal });

// fetchTodo, createTodo, updateTodo and fetchFeed wrap request() in the same way
\`\`\`

## Queries and query keys

### useQuery

A query needs two things: a **query key** that uniquely identifies the data, and a **query function** that fetches it.

\`\`\`tsx
import { useQuery } from '@tanstack/react-query';
import { fetchTodos, type TodoFilter } from './api';

function TodoList({ filter }: { filter: TodoFilter }) {
  const { data, error, isPending, isError } = useQuery({
    queryKey: ['todos', 'list', filter], // see the key factory below
    queryFn: ({ signal }) => fetchTodos(filter, signal),
  });

  if (isPending) return <p>Loading…</p>;
  if (isError) return <p role="alert">Error: {error.message}</p>;

  return (
    <ul>
      {data.map((todo) => (
        <li key={todo.id}>{todo.title}</li>
      ))}
    </ul>
  );
}
\`\`\`

After the \`isPending\` and \`isError\` checks, TypeScript knows \`data\` is defined. Passing \`signal\` to \`fetch\` lets TanStack Query cancel requests nobody needs any more.

### Query keys are dependencies

**Every variable your query function uses must be part of the key.** When \`filter\` changes, the key changes, and TanStack Query fetches (or serves from cache) the new data automatically. The key is like a dependency array that also names a cache entry. Keys are hierarchical, which matters for invalidation, and a small factory keeps them consistent:

\`\`\`ts
// todoKeys.ts
import type { TodoFilter } from './api';

export const todoKeys = {
  all: ['todos'] as const,
  lists: () => [...todoKeys.all, 'list'] as const,
  list: (filter: TodoFilter) => [...todoKeys.lists(), filter] as const,
  detail: (id: number) => [...todoKeys.all, 'detail', id] as const,
};
\`\`\`

### Status flags in v5

- \`isPending\`: there is no data yet. Use it for the first loading spinner.
- \`isFetching\`: a request is in flight, including background refetches.
- \`isLoading\`: \`isPending && isFetching\`. (In v4, \`isLoading\` meant what \`isPending\` means now.)

## staleTime vs gcTime

- **\`staleTime\`** (default \`0\`): how long data counts as *fresh*. Fresh data is served from cache with no refetch. Stale data is still shown, but is refetched in the background when a component using it mounts, the window regains focus or the network reconnects.
- **\`gcTime\`** (default 5 minutes, called \`cacheTime\` in v4): how long *unused* data stays cached after the last component using it unmounts.

With the defaults, every mount and window focus triggers a background refetch: safe but chatty. Setting a \`staleTime\` that suits your data (seconds for a feed, minutes for a profile, \`Infinity\` for static reference data) is usually the first tuning step.

## Mutations and invalidation

### useMutation

Mutations change data. After one succeeds, the simplest correct approach is to invalidate affected queries so they refetch:

\`\`\`tsx
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTodo } from './api';
import { todoKeys } from './todoKeys';

export function useAddTodo() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (title: string) => createTodo(title),
    onSuccess: () => {
      // Return the promise so the mutation stays pending until the refetch finishes
      return queryClient.invalidateQueries({ queryKey: todoKeys.lists() });
    },
  });
}
\`\`\`

In a component, call \`addTodo.mutate(title)\` and use \`addTodo.isPending\` and \`addTodo.error\` for the button state and error message.

### Invalidation matches by prefix

\`invalidateQueries({ queryKey: ['todos', 'list'] })\` matches every key that *starts with* that array, so all filtered lists refresh while detail queries are untouched. Only queries currently on screen refetch immediately; the rest are marked stale and refetch when next used.

## Optimistic updates with rollback

To make ticking off a todo feel instant, update the cache before the server responds and roll back on failure:

\`\`\`tsx
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTodo, type Todo, type TodoFilter } from './api';
import { todoKeys } from './todoKeys';

export function useToggleTodo(filter: TodoFilter) {
  const queryClient = useQueryClient();
  const listKey = todoKeys.list(filter);

  return useMutation({
    mutationFn: (todo: Todo) => updateTodo(todo.id, { done: !todo.done }),

    onMutate: async (todo) => {
      // stop in-flight refetches overwriting the optimistic change
      await queryClient.cancelQueries({ queryKey: listKey });

      const previous = queryClient.getQueryData<Todo[]>(listKey);

      queryClient.setQueryData<Todo[]>(listKey, (old) =>
        old?.map((t) => (t.id === todo.id ? { ...t, done: !t.done } : t)),
      );

      return { previous }; // becomes the context for onError
    },

    onError: (_error, _todo, context) => {
      if (context?.previous) {
        queryClient.setQueryData(listKey, context.previous);
      }
    },

    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.lists() }),
  });
}
\`\`\`

The sequence: cancel outgoing refetches, snapshot, write the optimistic value, restore the snapshot on error, and always re-sync at the end. Give \`setQueryData\` new objects; never mutate cached data in place. For simpler cases, you can instead render the pending mutation's \`variables\` as a temporary item until the refetch completes.

## Pagination and infinite queries

### Paginated lists

Include the page in the key, and use \`placeholderData: keepPreviousData\` so the old page stays visible while the next loads:

\`\`\`tsx
import { keepPreviousData, useQuery } from '@tanstack/react-query';

// Inside a component: const [page, setPage] = useState(1);
const { data, isPending, isPlaceholderData } = useQuery({
  queryKey: ['projects', { page }],
  queryFn: () => fetchProjects(page),
  placeholderData: keepPreviousData,
});

const nextDisabled = isPlaceholderData || !data?.hasMore; // for the "Next" button
\`\`\`

### Infinite queries

For "load more" lists with cursor-based APIs, use \`useInfiniteQuery\`. In v5, \`initialPageParam\` is required:

\`\`\`tsx
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchFeed } from './api';

export function useFeed() {
  return useInfiniteQuery({
    queryKey: ['feed'],
    queryFn: ({ pageParam, signal }) => fetchFeed(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor, // null means no more pages
  });
}
\`\`\`

Render \`data.pages.flatMap((page) => page.items)\`, and show a "Load more" button that calls \`fetchNextPage()\` while \`hasNextPage\` is true, disabled when \`isFetchingNextPage\`.

## Prefetching

If you can predict what the user will open next, fetch it early. The \`queryOptions\` helper bundles key and function so \`useQuery\` and prefetching share them:

\`\`\`tsx
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { fetchTodo } from './api';
import { todoKeys } from './todoKeys';

export const todoDetailOptions = (id: number) =>
  queryOptions({
    queryKey: todoKeys.detail(id),
    queryFn: ({ signal }) => fetchTodo(id, signal),
    staleTime: 60_000,
  });

function TodoLink({ id, title }: { id: number; title: string }) {
  const queryClient = useQueryClient();

  return (
    <a
      href={\`/todos/\${id}\`}
      onMouseEnter={() => queryClient.prefetchQuery(todoDetailOptions(id))}
      onFocus={() => queryClient.prefetchQuery(todoDetailOptions(id))}
    >
      {title}
    </a>
  );
}

\`\`\`

The detail page then calls \`useQuery(todoDetailOptions(id))\` and usually renders instantly. \`prefetchQuery\` does nothing if fresh data is already cached, so calling it on every hover is cheap.

## Common mistakes

- **Copying query data into \`useState\`:** you lose background updates. Use \`data\` directly.
- **Missing variables in the key:** if the function uses \`userId\`, so must the key, or users share a cache entry.
- **Creating the \`QueryClient\` in a component:** it and its cache are recreated every render. Use module scope or \`useState(() => new QueryClient())\`.
- **Not throwing on HTTP errors:** otherwise error responses are cached as data.
- **Expecting \`onSuccess\` on \`useQuery\`:** v5 removed query callbacks. Derive values during render instead.
- **Fighting refetches:** set a sensible \`staleTime\` rather than disabling \`refetchOnWindowFocus\` everywhere.
- **Dependent queries firing early:** use \`enabled: Boolean(userId)\`.

## Wrapping up

TanStack Query works best when it owns server state completely. Put every input in the query key, tune \`staleTime\` to how fast your data changes, and remember \`gcTime\` only governs unused data. Invalidate after mutations, use optimistic updates with rollback where responsiveness matters, and lean on \`placeholderData\`, infinite queries and prefetching for instant navigation. Keep \`useState\` for genuine UI state, and a lot of hand-written loading and caching code simply disappears.
`;
