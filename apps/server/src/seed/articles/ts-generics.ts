/** The body of 'TypeScript Generics for Everyday Code' (Markdown). */
export default `Generics have a reputation as the "advanced" part of TypeScript, full of angle brackets that only library authors worry about. In practice they solve an ordinary problem: writing one function or type that works with many types *without forgetting which type it was given*. If you have ever typed something as \`any\` because it "could be anything", generics are the fix. This article sticks to everyday patterns: generic functions and inference, constraints, \`keyof\`, generic interfaces and defaults, a typed \`fetch\` helper, a \`Result\` type, and when to leave generics out.

## Why generics exist

### The \`any\` problem

Here is a helper that returns the last element of an array:

\`\`\`ts
function last(items: any[]): any {
  return items[items.length - 1];
}

const n = last([1, 2, 3]); // n: any
n.toUpperCase(); // compiles, then crashes at runtime
\`\`\`

It works for any array, but the type information is thrown away.

## Generic functions

### Type parameters

A type parameter is a placeholder for a type, declared in angle brackets:

\`\`\`ts
function last<T>(items: readonly T[]): T | undefined {
  return items[items.length - 1];
}

const n = last([1, 2, 3]); // n: number | undefined
const s = last(['a', 'b']); // s: string | undefined
\`\`\`

\`T\` links input to output: whatever the array contains, the function returns that type. The \`| undefined\` is honest about empty arrays, and \`readonly T[]\` accepts readonly arrays too.

### Inference

You rarely write type arguments explicitly: TypeScript infers them from the arguments, and inference flows through callbacks too:

\`\`\`ts
function mapValues<T, U>(
  record: Record<string, T>,
  fn: (value: T) => U,
): Record<string, U> {
  const result: Record<string, U> = {};
  for (const [key, value] of Object.entries(record)) {
    result[key] = fn(value);
  }
  return result;
}

const prices = { apple: 0.5, pear: 0.75 };
const labels = mapValues(prices, (p) => \`£\${p.toFixed(2)}\`);
// p is inferred as number; labels: Record<string, string>
\`\`\`

### Explicit type arguments

Supply type arguments yourself when there is nothing to infer from, typically for empty collections:

\`\`\`ts
const ids = new Set<string>();
const cache = new Map<string, { body: string; expires: number }>();
\`\`\`

## Constraints with \`extends\`

An unconstrained \`T\` could be anything, so TypeScript only allows operations valid for every type. A constraint narrows what \`T\` may be and unlocks the members it guarantees:

\`\`\`ts
function longest<T extends { length: number }>(a: T, b: T): T {
  return a.length >= b.length ? a : b;
}

longest([1, 2], [1, 2, 3]); // number[]
longest('hello', 'hi'); // fine: strings have length
longest(10, 20); // Error: number has no 'length' property
\`\`\`

The return type is \`T\`, not \`{ length: number }\`, so callers get back exactly what they passed in. That is the difference between a constrained generic and a plain parameter of the constraint type. A realistic example works with any entity that has an \`id\`:

\`\`\`ts
interface HasId {
  id: string;
}

function upsert<T extends HasId>(items: readonly T[], item: T): T[] {
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) return [...items, item];
  return items.map((existing, i) => (i === index ? item : existing));
}
\`\`\`

## \`keyof\` and indexed access types

\`keyof T\` is the union of \`T\`'s property names. \`T[K]\` is the type of property \`K\` on \`T\`. Together they let you write helpers that understand the shape of objects.

### A type-safe property getter

\`\`\`ts
function getProperty<T, K extends keyof T>(obj: T, key: K): T[K] {
  return obj[key];
}

const user = { name: 'Grace', age: 85, admin: true };

const name = getProperty(user, 'name'); // string
const admin = getProperty(user, 'admin'); // boolean
getProperty(user, 'email');
// Error: Argument of type '"email"' is not assignable to parameter of type '"name" | "age" | "admin"'.
\`\`\`

Your editor autocompletes the key, and the return type follows it.

### Plucking and indexing by key

The same idea makes reusable collection helpers:

\`\`\`ts
function pluck<T, K extends keyof T>(items: readonly T[], key: K): T[K][] {
  return items.map((item) => item[key]);
}

function indexBy<T, K extends keyof T>(items: readonly T[], key: K): Map<T[K], T> {
  const index = new Map<T[K], T>();
  for (const item of items) {
    index.set(item[key], item);
  }
  return index;
}

interface Book {
  title: string;
  year: number;
}

const books: Book[] = [
  { title: 'Dune', year: 1965 },
  { title: 'Neuromancer', year: 1984 },
];

const years = pluck(books, 'year'); // number[]
const byTitle = indexBy(books, 'title'); // Map<string, Book>
\`\`\`

## Generic interfaces and type aliases

### Describing containers

Types can take parameters too. API envelopes and paginated responses are the classic case:

\`\`\`ts
interface ApiResponse<TData> {
  data: TData;
  status: number;
  receivedAt: Date;
}

interface Page<TItem> {
  items: TItem[];
  nextCursor: string | null;
}

type BookPage = ApiResponse<Page<Book>>;
// { data: { items: Book[]; nextCursor: string | null }; status: number; receivedAt: Date }
\`\`\`

Descriptive names such as \`TData\` help once there are several parameters; single letters suit short helpers.

### Defaults for type parameters

Type parameters can have defaults, just like function parameters:

\`\`\`ts
interface ApiError<TDetails = unknown> {
  message: string;
  code: string;
  details: TDetails;
}

type EventHandler<TEvent = Event> = (event: TEvent) => void;

const onAnyEvent: EventHandler = (e) => console.log(e.type);
const onKey: EventHandler<KeyboardEvent> = (e) => console.log(e.key);

const notFound: ApiError = { message: 'Not found', code: 'E404', details: null };
const invalid: ApiError<{ field: string }> = {
  message: 'Invalid input',
  code: 'E422',
  details: { field: 'email' },
};
\`\`\`

Defaults keep the common case short.

## A typed fetch helper

Every application ends up with a wrapper around \`fetch\`. Generics let callers say what they expect back:

\`\`\`ts
class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) {
    throw new HttpError(res.status, \`\${init?.method ?? 'GET'} \${url} failed with \${res.status}\`);
  }
  return (await res.json()) as T;
}

interface User {
  id: number;
  name: string;
}

const user = await fetchJson<User>('/api/users/1');
console.log(user.name);
\`\`\`

Be clear about what this does: \`as T\` is a *promise to the compiler*, not a check. For data you do not control, accept a parser instead and let inference take \`T\` from it:

\`\`\`ts
async function fetchParsed<T>(
  url: string,
  parse: (data: unknown) => T,
  init?: RequestInit,
): Promise<T> {
  const data = await fetchJson<unknown>(url, init);
  return parse(data);
}

function parseUser(data: unknown): User {
  if (
    typeof data === 'object' &&
    data !== null &&
    'id' in data &&
    typeof data.id === 'number' &&
    'name' in data &&
    typeof data.name === 'string'
  ) {
    return { id: data.id, name: data.name };
  }
  throw new Error('Invalid user payload');
}

const checkedUser = await fetchParsed('/api/users/1', parseUser); // User, verified at runtime
\`\`\`

Schema libraries such as Zod or Valibot produce exactly this kind of parse function for you.

## A Result type

Exceptions are invisible in function signatures. A \`Result\` type makes failure part of the return type, so callers cannot forget about it:

\`\`\`ts
type Result<T, E = Error> =
  | { ok: true; value: T }
  | { ok: false; error: E };

function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}

async function tryFetchJson<T>(url: string): Promise<Result<T>> {
  try {
    return ok(await fetchJson<T>(url));
  } catch (e) {
    return err(e instanceof Error ? e : new Error(String(e)));
  }
}

const result = await tryFetchJson<User>('/api/users/1');

if (result.ok) {
  console.log(result.value.name); // narrowed: value exists
} else {
  console.error(result.error.message); // narrowed: error exists
}
\`\`\`

Because \`ok\` is a literal \`true\` or \`false\`, checking it narrows the union; touching \`result.value\` before the check is a compile error. \`Result<T, never>\` is assignable to any \`Result<T, E>\`, which is why the \`ok\` and \`err\` helpers work everywhere. Use \`Result\` for *expected* failures (validation, not found) and keep exceptions for genuine bugs.

## When not to use generics

Generics are a tool for *relating* types. If there is nothing to relate, they only add noise.

### The type parameter used only once

\`\`\`ts
// Pointless: T appears once, so it relates nothing
function logValue<T>(value: T): void {
  console.log(value);
}

// Simpler and equivalent
function logValueSimply(value: unknown): void {
  console.log(value);
}
\`\`\`

A useful rule of thumb: a type parameter should appear at least twice, for example in a parameter and the return type, or in two parameters.

### The disguised cast

\`\`\`ts
// Looks type-safe, but T is never checked
function parseJson<T>(text: string): T {
  return JSON.parse(text);
}
\`\`\`

The caller chooses \`T\` and nothing verifies it. Returning \`unknown\` is more honest.

### Over-engineering

If a function only ever handles \`User\` objects, type it with \`User\`. Add generics when a second real use case appears, not in anticipation of one.

## Wrapping up

Generics let a function or type say "I work with any type, and I will remember which one". Link inputs to outputs with a type parameter, let inference do the work, add \`extends\` constraints for guaranteed members, and use \`keyof\` with indexed access for helpers that understand object shapes. Wrap \`fetch\` generically but validate data you do not control, and use \`Result\` for failures callers should handle. Above all, make every type parameter earn its place.
`;
