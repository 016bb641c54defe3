/** The body of 'JavaScript Closures Explained with Real Examples' (Markdown). */
export default `Closures sound abstract until you realise you have been using them all along. Every callback you pass to \`setTimeout\`, every event handler that reads a surrounding variable, and every React component that calls a state setter relies on them. In this article we will pin down what a closure is, work through the patterns where closures earn their keep, fix the most famous closure bug in the language, and look at what they mean for memory.

## What a closure actually is

A closure is a function together with the variables it can see from where it was defined. JavaScript uses *lexical scope*: what a function can reach depends on where it sits in the source code, not where it is called from.

### Functions remember where they were born

\`\`\`js
function greet(greeting) {
  return function (name) {
    return \`\${greeting}, \${name}!\`;
  };
}

const sayHello = greet('Hello');
console.log(sayHello('Ada')); // "Hello, Ada!"
\`\`\`

By the time \`sayHello('Ada')\` runs, \`greet\` has already returned, yet \`greeting\` is still available. The inner function refers to it, so the engine keeps it alive for as long as the inner function exists. That pairing of a function with its surrounding variables is the closure.

### Closures capture variables, not values

A closure holds a live reference to the variable, not a copy of its value:

\`\`\`js
let message = 'first';
const read = () => message;

message = 'second';
console.log(read()); // "second"
\`\`\`

This explains both the loop bug and the stale values we will meet later.

## Private state with closures

Closures were JavaScript's original way to hide data, and they are still the lightest option.

\`\`\`js
function createCounter(start = 0) {
  let count = start;

  return {
    increment() {
      count += 1;
      return count;
    },
    get value() {
      return count;
    },
  };
}

const counter = createCounter(10);
counter.increment();
console.log(counter.value); // 11
console.log(counter.count); // undefined: no direct access
\`\`\`

Nothing outside \`createCounter\` can touch \`count\`, and each call creates a fresh one, so two counters never interfere.

## Function factories

A factory is a function that builds specialised functions by closing over configuration.

\`\`\`js
function createFormatter(locale, currency) {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (amount) => formatter.format(amount);
}

const formatGBP = createFormatter('en-GB', 'GBP');
const formatEUR = createFormatter('de-DE', 'EUR');

console.log(formatGBP(1234.5)); // "£1,234.50"
console.log(formatEUR(1234.5)); // "1.234,50 €"
\`\`\`

As a bonus, the relatively expensive \`Intl.NumberFormat\` is created once per factory call, not on every format.

## The classic \`var\` in a loop bug

This snippet has appeared in countless interviews:

\`\`\`js
for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log(i), 0);
}
// Logs: 3, 3, 3
\`\`\`

### Why it happens

\`var\` is function-scoped, so the whole loop shares one \`i\`. All three callbacks close over that variable and run after the loop has finished, when \`i\` is \`3\`.

### The \`let\` fix

\`\`\`js
for (let i = 0; i < 3; i++) {
  setTimeout(() => console.log(i), 0);
}
// Logs: 0, 1, 2
\`\`\`

\`let\` is block-scoped, and a \`for\` loop with \`let\` creates a new binding of \`i\` for every iteration, so each callback closes over its own copy.

## Memoisation

Memoisation caches a function's results, and a closure is the natural home for the cache.

\`\`\`js
function memoize(fn) {
  const cache = new Map();

  return function (arg) {
    if (cache.has(arg)) return cache.get(arg);
    const result = fn.call(this, arg);
    cache.set(arg, result);
    return result;
  };
}

const slowSquare = (n) => {
  for (let i = 0; i < 1e8; i++); // simulate heavy work
  return n * n;
};

const fastSquare = memoize(slowSquare);
fastSquare(9); // slow the first time
fastSquare(9); // instant: served from the cache
\`\`\`

This version handles one argument. For several you need a key strategy, and in long-running processes an eviction policy so the cache does not grow forever.

## Closures in event handlers and React callbacks

### DOM event handlers

\`\`\`js
function setupLikeButton(button) {
  let likes = 0;
  button.addEventListener('click', () => {
    likes += 1;
    button.textContent = \`Like (\${likes})\`;
  });
}
\`\`\`

Each button keeps its own tally without any global state.

### Stale closures in React

In React, every render is a separate function call, so callbacks close over the props and state *from that render*. That can bite:

\`\`\`tsx
import { useEffect, useState } from 'react';

function Ticker() {
  const [count, setCount] = useState(0);

  useEffect(() => {
    const id = setInterval(() => {
      setCount(count + 1); // Bug: \`count\` is always 0 here
    }, 1000);
    return () => clearInterval(id);
  }, []);

  return <p>{count}</p>;
}
\`\`\`

The effect runs once, so the callback sees the first render's \`count\`, \`0\`, and the display sticks at \`1\`. A functional update avoids reading the captured value:

\`\`\`tsx
setCount((c) => c + 1);
\`\`\`

## Memory considerations

Closures keep captured variables alive, so a long-lived closure can hold on to data you thought was gone.

- **Forgotten listeners and timers** keep everything they captured reachable. Remove them when the feature goes away.
- **Large captured objects:** if a handler only needs \`data.id\`, copy the id into a local variable and close over that.
- **Shared scopes:** engines such as V8 often store variables captured from one scope in a shared context, so a big array referenced by one closure can live as long as any sibling closure.

An \`AbortController\` makes listener cleanup tidy:

\`\`\`js
const controller = new AbortController();

window.addEventListener('resize', () => console.log(window.innerWidth), {
  signal: controller.signal,
});

// Later, when the feature is torn down:
controller.abort(); // removes the listener and releases its closure
\`\`\`

## Wrapping up

A closure is a function plus the variables it could see when it was created. That small idea gives you private state, factories, caches and self-contained handlers. The traps all come from forgetting that closures capture *variables*, not values: the \`var\` loop bug, stale React state and listeners that quietly hold memory. Keep that rule in mind and closures become one of JavaScript's most dependable tools.
`;
