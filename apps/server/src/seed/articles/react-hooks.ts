/** The body of 'React Hooks: useState and useEffect Done Right' (Markdown). */
export default `\`useState\` and \`useEffect\` are the first hooks every React developer learns, and the two most often misused. Most React bugs that reach code review are not exotic: state that does not update when expected, effects that run in a loop, a search box that briefly shows results for the wrong query, or a component that keeps two copies of the same data in sync by hand. This article covers how state updates really work, why derived values should not live in state, what effects are actually for, how to fetch data without race conditions, and when to reach for a custom hook instead.

## useState: how updates actually work

### State is a snapshot

Calling a state setter does not change the variable in the code that is currently running. It asks React to re-render the component with a new value. Inside the current render, \`count\` is a constant:

\`\`\`tsx
import { useState } from 'react';

function Counter() {
  const [count, setCount] = useState(0);

  function handleClick() {
    setCount(count + 1);
    setCount(count + 1);
    setCount(count + 1);
    console.log(count); // still 0 in this render
  }

  return <button onClick={handleClick}>Clicked {count} times</button>;
}
\`\`\`

One click moves the counter from \`0\` to \`1\`, not \`3\`. Every call reads the same snapshot, \`count\` is \`0\`, so each one asks for \`0 + 1\`.

### Batching

React batches state updates: it collects every update made during an event and re-renders once at the end. Since React 18, this automatic batching also applies inside promises, \`setTimeout\` callbacks and native event handlers, not just React's own events.

\`\`\`tsx
async function handleSave() {
  setSaving(true);
  setError(null);
  // one re-render for the two updates above

  try {
    await saveDraft(draft);
    setSaving(false);
    setSavedAt(new Date());
    // one re-render for these two as well
  } catch (err) {
    setSaving(false);
    setError(err instanceof Error ? err.message : 'Save failed');
  }
}
\`\`\`

In the rare case where you need the DOM updated synchronously, for example to scroll to a just-added item, \`flushSync\` from \`react-dom\` forces an immediate render. Treat it as an escape hatch.

### Functional updates

When the next state depends on the previous one, pass a function. React queues these and applies each to the result of the one before:

\`\`\`tsx
function handleClick() {
  setCount((c) => c + 1);
  setCount((c) => c + 1);
  setCount((c) => c + 1); // 0 → 3 after one click
}
\`\`\`

Functional updates also fix stale values in callbacks that outlive a render, such as intervals and subscriptions, because they never read the captured variable.

### Update objects and arrays immutably

React compares state with \`Object.is\`. Mutating an object and setting the same reference does nothing:

\`\`\`tsx
type Todo = { id: number; title: string; done: boolean };

const [todos, setTodos] = useState<Todo[]>([]);

// Wrong: same array, React sees no change
todos.push(newTodo);
setTodos(todos);

// Right: new arrays and objects
setTodos((prev) => [...prev, newTodo]);
setTodos((prev) => prev.map((t) => (t.id === id ? { ...t, done: !t.done } : t)));
setTodos((prev) => prev.filter((t) => t.id !== id));
\`\`\`

### Lazy initial state

The argument to \`useState\` is evaluated on every render, even though React only uses it the first time. For expensive initial values, pass a function instead:

\`\`\`tsx
const [settings, setSettings] = useState(() => {
  const stored = localStorage.getItem('settings');
  return stored ? (JSON.parse(stored) as Settings) : defaultSettings;
});
\`\`\`

## Derived state: don't store it

If a value can be calculated from props or existing state, calculate it during render. Storing it in state creates two sources of truth that you then have to keep in sync:

\`\`\`tsx
// Avoid: duplicated state plus an effect to synchronise it
const [items, setItems] = useState<Item[]>([]);
const [query, setQuery] = useState('');
const [visibleItems, setVisibleItems] = useState<Item[]>([]);

useEffect(() => {
  setVisibleItems(items.filter((item) => item.name.includes(query)));
}, [items, query]);
\`\`\`

The effect version renders twice for every change, once with stale \`visibleItems\`, and adds code that can drift out of sync. Derive it instead:

\`\`\`tsx
const [items, setItems] = useState<Item[]>([]);
const [query, setQuery] = useState('');

const visibleItems = items.filter((item) => item.name.includes(query));
\`\`\`

If the calculation is genuinely expensive, memoise it rather than storing it:

\`\`\`tsx
const visibleItems = useMemo(
  () => items.filter((item) => item.name.includes(query)),
  [items, query],
);
\`\`\`

The same applies to selections: store the selected *id*, not a copy of the selected object, and look the object up during render. Then edits to the item show up everywhere automatically.

## useEffect: synchronising with external systems

The clearest way to think about \`useEffect\` is this: **an effect keeps your component synchronised with something outside React.** That "something" might be a WebSocket, a browser API, a third-party widget, a timer or the network. If there is no external system involved, you probably do not need an effect.

### Dependency arrays

The dependency array tells React when the synchronisation needs to be redone:

\`\`\`tsx
useEffect(() => {
  // runs after every render
});

useEffect(() => {
  // runs after the first render only
}, []);

useEffect(() => {
  // runs after the first render and whenever roomId changes
}, [roomId]);
\`\`\`

The array is not a way of choosing when to run your code. It must list every reactive value (props, state, and anything derived from them) that the effect reads. Let the \`react-hooks/exhaustive-deps\` lint rule fill it in and treat its warnings as errors. If including a dependency causes problems, change the code so the effect does not need it, rather than leaving it out.

### Cleanup

Return a function from an effect to undo what it did. React runs the cleanup before re-running the effect with new dependencies, and when the component unmounts:

\`\`\`tsx
import { useEffect } from 'react';

function ChatRoom({ roomId }: { roomId: string }) {
  useEffect(() => {
    const connection = createConnection(roomId);
    connection.connect();

    return () => {
      connection.disconnect();
    };
  }, [roomId]);

  return <h2>Welcome to {roomId}</h2>;
}
\`\`\`

Switching from room \`general\` to room \`random\` runs: disconnect from \`general\`, then connect to \`random\`. Every subscription, listener, timer or connection you open in an effect needs a matching cleanup.

In development, \`StrictMode\` deliberately mounts, unmounts and remounts each component, so every effect runs, cleans up and runs again. If that breaks your app, the effect is missing its cleanup; the same bug would appear in production when users navigate back and forth.

## Data fetching without race conditions

Fetching in an effect is synchronising with the network, but it has a trap. Suppose the user views profile \`1\`, then quickly switches to profile \`2\`. If the response for \`1\` arrives *after* the response for \`2\`, a naive effect will show the wrong profile.

### The ignore flag

\`\`\`tsx
import { useEffect, useState } from 'react';

type User = { id: string; name: string };

function UserProfile({ userId }: { userId: string }) {
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let ignore = false;

    fetch(\`/api/users/\${userId}\`)
      .then((res) => {
        if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
        return res.json() as Promise<User>;
      })
      .then((data) => {
        if (!ignore) setUser(data);
      })
      .catch((err: unknown) => {
        if (!ignore) setError(err instanceof Error ? err.message : 'Request failed');
      });

    return () => {
      ignore = true;
    };
  }, [userId]);

  if (error) return <p role="alert">{error}</p>;
  if (!user) return <p>Loading…</p>;
  return <h2>{user.name}</h2>;
}
\`\`\`

When \`userId\` changes, the cleanup for the previous effect sets *its* \`ignore\` to \`true\`. Each effect run closes over its own flag, so a late response from an old request is simply discarded.

### AbortController

Aborting goes one step further by cancelling the request itself, which saves bandwidth:

\`\`\`tsx
useEffect(() => {
  const controller = new AbortController();

  async function search() {
    try {
      const res = await fetch(\`/api/search?q=\${encodeURIComponent(query)}\`, {
        signal: controller.signal,
      });
      if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
      setResults((await res.json()) as SearchResult[]);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setError(err instanceof Error ? err.message : 'Search failed');
    }
  }

  search();
  return () => controller.abort();
}, [query]);
\`\`\`

Both approaches are correct. For anything beyond simple cases, a data-fetching library such as TanStack Query, or your framework's data loading, handles caching, deduplication and retries as well.

## You might not need an effect

Many effects in real codebases exist to react to something that React already knows about. Some common cases:

### Transforming data for rendering

Covered above: compute it during render, using \`useMemo\` if it is expensive.

### Responding to a user event

If code runs because the user did something, put it in the event handler:

\`\`\`tsx
// Avoid: an effect that watches state to detect a submission
useEffect(() => {
  if (submitted) {
    post('/api/register', form);
    showToast('Registered!');
  }
}, [submitted, form]);

// Prefer: do it where it happens
async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
  event.preventDefault();
  await post('/api/register', form);
  showToast('Registered!');
}
\`\`\`

Ask: *why* does this code run? If the answer is "because the component was displayed", it belongs in an effect. If it is "because the user clicked something", it belongs in the handler.

### Resetting state when a prop changes

Instead of an effect that clears state when \`userId\` changes, give the component a \`key\`. React treats a different key as a different component and starts it with fresh state:

\`\`\`tsx
<CommentForm key={postId} postId={postId} />
\`\`\`

### Notifying a parent

Rather than an effect that calls \`onChange\` after state changes, call \`onChange\` in the same event handler that updates the state. Better still, consider lifting the state up so the parent owns it.

## Custom hooks

When the same stateful logic appears in several components, extract it into a custom hook: a function whose name starts with \`use\` and that calls other hooks. Each component that uses it gets its own independent state.

\`\`\`tsx
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);

  return debounced;
}
\`\`\`

Used in a search box:

\`\`\`tsx
function SearchPage() {
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, 400);
  const results = useSearchResults(debouncedQuery); // fetches only after typing pauses

  return (
    <>
      <input value={query} onChange={(e) => setQuery(e.target.value)} aria-label="Search" />
      <ResultsList results={results} />
    </>
  );
}
\`\`\`

Good custom hooks have a narrow, concrete purpose, such as \`useDebouncedValue\`, \`useOnlineStatus\` or \`useMediaQuery\`. Avoid vague wrappers such as \`useMount\` that hide the dependency array; they make it harder to see what the code is synchronising with. For subscribing to external stores and browser APIs, consider building on \`useSyncExternalStore\`, which avoids tearing in concurrent rendering.

## Wrapping up

Treat state as a snapshot, use functional updates when the next value depends on the previous one, and never store what you can derive. Reserve \`useEffect\` for synchronising with systems outside React, list every dependency honestly, and always clean up. When fetching, guard against out-of-order responses with an ignore flag or \`AbortController\`. Before writing any effect, ask whether the code belongs in render or in an event handler instead. Follow those habits and your components will have fewer renders, fewer bugs, and logic that is far easier to follow.
`;
