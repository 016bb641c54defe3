/** The body of 'Async/Await in Depth: Promises Without the Pain' (Markdown). */
export default `\`async\` and \`await\` made asynchronous JavaScript read like ordinary top-to-bottom code, but they are built on promises, not a replacement for them. If you have seen a function quietly run requests one after another when they could have run together, or an error vanish without trace, the cause was almost always a gap in the promise model. This article starts from that model, shows what \`async\`/\`await\` turn into, and covers error handling, concurrency, cancellation, async iteration and the mistakes that keep turning up in code review.

## Promises in one minute

A promise is an object representing a value that will be available later, or an error explaining why it never will be.

### The three states

A promise is always in exactly one of three states:

- **pending**: the operation has not finished yet;
- **fulfilled**: it finished successfully and has a value;
- **rejected**: it failed and has a reason (usually an \`Error\`).

Once fulfilled or rejected, it is *settled* and never changes again.

\`\`\`js
const delay = (ms, value) =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));

const p = delay(500, 'done');
console.log(p); // Promise { <pending> }
p.then((value) => console.log(value)); // "done" after 500 ms
\`\`\`

### Chaining

\`.then()\` returns a *new* promise, fulfilled with whatever the callback returns. Return a promise and the chain waits for it; throw and the new promise rejects.

\`\`\`js
fetch('/api/user/42')
  .then((res) => {
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
    return res.json(); // a promise: the chain waits for it
  })
  .then((user) => fetch(\`/api/teams/\${user.teamId}\`))
  .then((res) => res.json())
  .then((team) => console.log(team.name))
  .catch((err) => console.error('Something failed:', err))
  .finally(() => console.log('Finished'));
\`\`\`

One \`.catch()\` at the end handles a failure from any step, because a rejection skips success handlers until it finds a rejection handler.

## What async/await really does

An \`async\` function always returns a promise. Inside it, \`await\` pauses the function until a promise settles, then resumes with the fulfilled value or throws the rejection reason.

### Desugaring

These two functions behave almost identically:

\`\`\`js
async function getTeamName(userId) {
  const userRes = await fetch(\`/api/user/\${userId}\`);
  const user = await userRes.json();
  const teamRes = await fetch(\`/api/teams/\${user.teamId}\`);
  const team = await teamRes.json();
  return team.name;
}

function getTeamNameWithThen(userId) {
  return fetch(\`/api/user/\${userId}\`)
    .then((userRes) => userRes.json())
    .then((user) => fetch(\`/api/teams/\${user.teamId}\`))
    .then((teamRes) => teamRes.json())
    .then((team) => team.name);
}
\`\`\`

A few rules fall out of this:

1. \`return x\` inside an \`async\` function fulfils its promise with \`x\`.
2. \`throw err\` inside an \`async\` function rejects its promise with \`err\`. It never throws synchronously at the caller.
3. \`await\` on a non-promise value still waits: the rest of the function resumes in a later microtask.
4. "Pausing" only suspends *this* function. The thread is free to run other code in the meantime.

## Error handling

### try/catch/finally

With \`await\`, rejections become ordinary exceptions, so the familiar syntax works:

\`\`\`js
async function loadDashboard() {
  showSpinner();
  try {
    const res = await fetch('/api/dashboard');
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
    return await res.json();
  } catch (err) {
    reportError(err);
    return null;
  } finally {
    hideSpinner();
  }
}
\`\`\`

Note that \`fetch\` only rejects on network failure. A \`404\` or \`500\` response fulfils normally, so you must check \`res.ok\` yourself.

### Catch at the level that can do something

Wrapping every \`await\` in its own \`try\`/\`catch\` is noisy and often swallows errors. Catch where you can genuinely recover (show a message, use a cached value, retry) and let errors propagate elsewhere. Every chain should end in a handler somewhere; otherwise you get an unhandled rejection, which crashes Node.js by default.

### \`return\` versus \`return await\`

Inside a \`try\` block, the difference matters:

\`\`\`js
async function withoutAwait() {
  try {
    return fetchThatRejects(); // rejection escapes the try/catch
  } catch {
    return 'fallback'; // never reached
  }
}

async function withAwait() {
  try {
    return await fetchThatRejects(); // rejection is caught below
  } catch {
    return 'fallback';
  }
}
\`\`\`

Outside a \`try\` block, \`return await\` makes no practical difference, apart from giving slightly better async stack traces in some engines.

## Sequential vs parallel

### The accidental waterfall

\`\`\`js
// Sequential: total time is the SUM of the three requests
const user = await getUser(id);
const orders = await getOrders(id);
const prefs = await getPreferences(id);
\`\`\`

None depends on another, yet each waits for the previous one. Start them all, then wait:

\`\`\`js
// Parallel: total time is roughly the SLOWEST request
const [user, orders, prefs] = await Promise.all([
  getUser(id),
  getOrders(id),
  getPreferences(id),
]);
\`\`\`

Use sequential \`await\`s only when a step really needs the result of an earlier one.

### The four combinators

| Method | Fulfils when | Rejects when |
| --- | --- | --- |
| \`Promise.all\` | all fulfil (array of values) | any rejects (first reason) |
| \`Promise.allSettled\` | all settle (array of outcome objects) | never |
| \`Promise.any\` | the first one fulfils | all reject (\`AggregateError\`) |
| \`Promise.race\` | the first one settles, if it fulfils | the first one settles, if it rejects |

### Promise.allSettled for partial success

When some failures are acceptable, \`allSettled\` tells you what happened to each promise:

\`\`\`js
const urls = ['/api/a', '/api/b', '/api/c'];
const results = await Promise.allSettled(
  urls.map((url) => fetch(url).then((r) => r.json())),
);

const succeeded = results
  .filter((r) => r.status === 'fulfilled')
  .map((r) => r.value);
const failed = results
  .filter((r) => r.status === 'rejected')
  .map((r) => r.reason);

console.log(\`\${succeeded.length} ok, \${failed.length} failed\`);
\`\`\`

### Promise.any and Promise.race

\`Promise.any\` suits redundant sources: ask several mirrors and take the first good answer.

\`\`\`js
try {
  const data = await Promise.any([
    fetchJson('/mirror-eu/data.json'),
    fetchJson('/mirror-us/data.json'),
  ]);
  console.log(data);
} catch (err) {
  // err is an AggregateError; err.errors holds every rejection reason
  console.error('All mirrors failed', err.errors);
}
\`\`\`

\`Promise.race\` settles like whichever promise settles first, success or failure. It was the traditional building block for timeouts; \`AbortSignal\` now does that better. Note that no combinator *cancels* the losers: when \`Promise.all\` rejects early, the other requests carry on in the background.

## Cancellation and timeouts

### AbortController

\`AbortController\` is the standard cancellation mechanism, supported by \`fetch\`, many Node.js APIs and \`addEventListener\`.

\`\`\`js
const controller = new AbortController();

const request = fetch('/api/search?q=closures', { signal: controller.signal });

// Later, for example when the user types a new query:
controller.abort();

try {
  await request;
} catch (err) {
  if (err.name === 'AbortError') {
    console.log('Request was cancelled');
  } else {
    throw err;
  }
}
\`\`\`

### Timeouts with AbortSignal.timeout

\`AbortSignal.timeout(ms)\` returns a signal that aborts itself. The resulting rejection has the name \`TimeoutError\`, so you can tell it apart from a manual abort:

\`\`\`js
async function fetchWithTimeout(url, ms = 5000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(ms) });
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
    return await res.json();
  } catch (err) {
    if (err.name === 'TimeoutError') {
      throw new Error(\`Request to \${url} timed out after \${ms} ms\`);
    }
    throw err;
  }
}
\`\`\`

To combine a user's cancel button with a timeout, use \`AbortSignal.any([controller.signal, AbortSignal.timeout(5000)])\`, which is available in current browsers and Node.js 20.3 and later.

### Making your own functions abortable

Accept a \`signal\` and respect it:

\`\`\`js
function sleep(ms, { signal } = {}) {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const id = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(id);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
\`\`\`

## Async iteration

### for await...of

\`for await...of\` consumes async iterables: things that produce values over time, such as streams or paginated APIs. In Node.js, readable streams are async iterable:

\`\`\`js
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const lines = createInterface({ input: createReadStream('access.log') });

let errors = 0;
for await (const line of lines) {
  if (line.includes(' 500 ')) errors++;
}
console.log(\`\${errors} server errors\`);
\`\`\`

### Async generators

An \`async function*\` is the easiest way to create your own async iterable. Here is a paginated API turned into a simple stream of items:

\`\`\`js
async function* fetchAllItems(baseUrl) {
  let url = baseUrl;
  while (url) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
    const page = await res.json();
    yield* page.items;
    url = page.next; // null on the last page
  }
}

for await (const item of fetchAllItems('/api/items?page=1')) {
  console.log(item.id);
  if (item.id === 'stop-here') break; // no further pages are requested
}
\`\`\`

Pages are fetched lazily, only when the loop asks for more, and \`break\` stops the generator cleanly.

## Common mistakes

### The forgotten await

\`\`\`js
async function saveSettings(settings) {
  validate(settings);
  db.save(settings); // missing await!
  return 'saved';
}
\`\`\`

It reports success before the save finishes, and a failed save becomes an unhandled rejection. Enable \`@typescript-eslint/no-floating-promises\` or an equivalent lint rule. A related slip is \`if (isAllowed(user))\` with an async \`isAllowed\`: a promise is always truthy, so the check always passes.

### await inside forEach

\`\`\`js
// Broken: forEach ignores the promises its callback returns
items.forEach(async (item) => {
  await process(item);
});
console.log('All done'); // logs immediately, before any processing finishes
\`\`\`

Choose the loop that matches your intent:

\`\`\`js
// One at a time, in order
for (const item of items) {
  await process(item);
}

// All at once
await Promise.all(items.map((item) => process(item)));
\`\`\`

For large arrays, "all at once" can overload a server; process in batches or use a concurrency-limiting helper.

### Wrapping promises in new Promise

\`\`\`js
// Unnecessary, and it loses errors thrown by getUser
function loadUser(id) {
  return new Promise(async (resolve) => {
    const user = await getUser(id);
    resolve(user);
  });
}

// Just return the promise (or use an async function)
const loadUserSimply = (id) => getUser(id);
\`\`\`

Only use \`new Promise\` to adapt callback-based APIs, and never pass it an \`async\` executor.

## Wrapping up

\`async\`/\`await\` is a thin, pleasant layer over promises, and understanding that layer removes most surprises. Remember the three states, that \`await\` is \`.then()\` in disguise, and that an \`async\` function never throws at its caller; it rejects. Start independent work together with \`Promise.all\` and its siblings, pass \`AbortSignal\`s through so work can be cancelled, use \`for await\` when data arrives over time, and let your linter catch floating promises. Asynchronous code then becomes as predictable as the synchronous kind.
`;
