/** The body of 'The JavaScript Event Loop, Visualised' (Markdown). */
export default `JavaScript runs your code on a single thread, yet a web page can fetch data, animate, respond to clicks and run timers all at once. The event loop makes this work: a simple scheduling algorithm that decides what runs next. Once you can picture it, confusing behaviour becomes obvious, from \`setTimeout(fn, 0)\` not running "immediately" to a page frozen by a promise chain. We will build the model step by step, test it with ordering puzzles, look at how Node.js differs, and finish with techniques for keeping the main thread responsive.

## The mental model

### The call stack

The call stack records which function is running and who called it. Calling pushes a frame; returning pops it.

\`\`\`js
function multiply(a, b) {
  return a * b;
}

function square(n) {
  return multiply(n, n);
}

console.log(square(4));
\`\`\`

At the deepest point, the stack looks like this:

\`\`\`text
┌────────────────────┐
│ multiply(4, 4)     │  ← currently running
├────────────────────┤
│ square(4)          │
├────────────────────┤
│ console.log(...)   │
├────────────────────┤
│ (main script)      │
└────────────────────┘
\`\`\`

### Run to completion

The crucial rule: **once JavaScript starts running a piece of code, nothing can interrupt it until the call stack is empty.** A click handler cannot fire halfway through your loop. Everything asynchronous waits in a queue.

The host (the browser or Node.js) does the waiting. When you call \`setTimeout\` or \`fetch\`, it tracks the timer or request *outside* JavaScript and queues a callback when it completes. The event loop picks the next queued item whenever the stack is empty.

## Tasks and the task queue

A **task** (or macrotask) is a self-contained unit of work: running the main script, dispatching a click, firing a timer callback or handling a \`postMessage\`. The event loop runs one task at a time.

\`\`\`js
console.log('script start');

setTimeout(() => {
  console.log('timer fired');
}, 0);

console.log('script end');

// script start
// script end
// timer fired
\`\`\`

Even with a delay of \`0\`, the callback is a new task that must wait for the current one, the main script, to finish. The delay is a *minimum*: if the thread is busy for two seconds, a 0 ms timer waits two seconds. Browsers also clamp deeply nested timers to at least 4 ms.

## Microtasks

Microtasks are a second, higher-priority queue: promise reactions (\`.then\`, \`.catch\`, \`.finally\`, and code after an \`await\`), \`queueMicrotask\` and \`MutationObserver\` callbacks. The key is *when* they run: **after each task, the event loop drains the entire microtask queue, including microtasks added while draining, before doing anything else.**

\`\`\`text
┌──────────────────────────────────────────────┐
│ 1. Take the oldest task from a task queue    │
│ 2. Run it until the call stack is empty      │
│ 3. Run ALL microtasks, including new ones    │
│ 4. If it is time, update the rendering       │
│ 5. Go back to step 1                         │
└──────────────────────────────────────────────┘
\`\`\`

That is the whole browser event loop in five lines. The rest of this article is consequences.

## Where rendering fits

Browsers aim to paint at the display's refresh rate, about every 16.7 ms at 60 Hz. Between tasks, when a frame is due, the browser runs a rendering step:

1. run \`requestAnimationFrame\` callbacks;
2. recalculate styles;
3. compute layout;
4. paint and composite.

Rendering only happens *between* tasks. So changing the DOM ten times in one task produces one paint, and a task that runs for 500 ms blocks painting for 500 ms: animations stall and clicks feel ignored.

### requestAnimationFrame

To change something visual just before the next paint, use \`requestAnimationFrame\`:

\`\`\`js
const box = document.querySelector('.box');
let x = 0;

function step() {
  x += 2;
  box.style.transform = \`translateX(\${x}px)\`;
  if (x < 300) requestAnimationFrame(step);
}

requestAnimationFrame(step);
\`\`\`

Unlike \`setTimeout(step, 16)\`, this stays in sync with the display and pauses in background tabs.

## Ordering puzzles (with answers)

Work out each output before reading the answer. The rules: synchronous code first, then all microtasks, then the next task.

### Puzzle 1: the basics

\`\`\`js
console.log('A');

setTimeout(() => console.log('B'), 0);

Promise.resolve().then(() => console.log('C'));

queueMicrotask(() => console.log('D'));

console.log('E');
\`\`\`

**Answer:** \`A\`, \`E\`, \`C\`, \`D\`, \`B\`.

\`A\` and \`E\` are synchronous. \`C\` and \`D\` are microtasks, run in the order they were queued as soon as the script task ends. \`B\` is a separate task, so it waits for the next turn of the loop.

### Puzzle 2: tasks and microtasks interleaved

\`\`\`js
setTimeout(() => console.log('timeout 1'), 0);

Promise.resolve().then(() => {
  console.log('micro 1');
  setTimeout(() => console.log('timeout 2'), 0);
  Promise.resolve().then(() => console.log('micro 2'));
});

setTimeout(() => {
  console.log('timeout 3');
  Promise.resolve().then(() => console.log('micro 3'));
}, 0);

console.log('sync');
\`\`\`

**Answer:** \`sync\`, \`micro 1\`, \`micro 2\`, \`timeout 1\`, \`timeout 3\`, \`micro 3\`, \`timeout 2\`.

Walk through it:

\`\`\`text
Script task:   logs "sync"; queues timeout 1, timeout 3, micro 1
Microtasks:    micro 1 → logs, queues timeout 2 and micro 2
               micro 2 → logs (queued during draining, still runs now)
Task:          timeout 1 → logs; no microtasks
Task:          timeout 3 → logs, queues micro 3
Microtasks:    micro 3 → logs
Task:          timeout 2 → logs
\`\`\`

Note that \`micro 3\` runs *before* \`timeout 2\`, because microtasks are drained after every single task.

### Puzzle 3: async/await

\`\`\`js
async function first() {
  console.log('first start');
  await second();
  console.log('first end');
}

async function second() {
  console.log('second');
}

console.log('script start');
setTimeout(() => console.log('timeout'), 0);
first();
Promise.resolve().then(() => console.log('then'));
console.log('script end');
\`\`\`

**Answer:** \`script start\`, \`first start\`, \`second\`, \`script end\`, \`first end\`, \`then\`, \`timeout\`.

An \`async\` function runs synchronously until its first \`await\`, so \`first start\` and \`second\` log straight away. \`second()\`'s promise has already settled, so the rest of \`first\` is queued as a microtask before the \`.then\` callback. Code after an \`await\` is effectively a \`.then\` callback.

### Puzzle 4: starving the loop

What happens to the page when this runs?

\`\`\`js
function spin() {
  Promise.resolve().then(spin);
}
spin();
\`\`\`

**Answer:** the page freezes. Each microtask queues another, and the loop drains microtasks completely before rendering or handling input, so it never gets past step 3. With \`setTimeout(spin, 0)\` instead, each iteration is a separate task and the browser can render and handle events in between.

## The Node.js event loop

Node.js uses the same task/microtask idea, but its loop, provided by the libuv library, is organised into **phases**, each with its own queue.

\`\`\`text
   ┌───────────────────────────┐
┌─>│          timers           │  setTimeout / setInterval callbacks
│  └─────────────┬─────────────┘
│  ┌─────────────┴─────────────┐
│  │     pending callbacks     │  some deferred system callbacks
│  └─────────────┬─────────────┘
│  ┌─────────────┴─────────────┐
│  │       idle, prepare       │  internal use
│  └─────────────┬─────────────┘
│  ┌─────────────┴─────────────┐
│  │           poll            │  wait for and run I/O callbacks
│  └─────────────┬─────────────┘
│  ┌─────────────┴─────────────┐
│  │           check           │  setImmediate callbacks
│  └─────────────┬─────────────┘
│  ┌─────────────┴─────────────┐
└──┤      close callbacks      │  e.g. socket.on('close')
   └───────────────────────────┘
\`\`\`

Node.js spends most idle time in the **poll** phase, waiting for I/O. Since Node.js 11, microtasks are drained after *each* callback, as in browsers.

### process.nextTick

\`process.nextTick\` callbacks go into their own queue, which Node.js drains *before* the promise microtask queue:

\`\`\`js
setImmediate(() => console.log('immediate'));
setTimeout(() => console.log('timeout'), 0);
Promise.resolve().then(() => console.log('promise'));
process.nextTick(() => console.log('nextTick'));
console.log('sync');
\`\`\`

Run as a CommonJS script, this prints \`sync\`, \`nextTick\`, \`promise\`, and then \`timeout\` and \`immediate\` in an order that can vary between runs. Two caveats:

- In an ES module, \`promise\` may appear before \`nextTick\`, because the module body itself is evaluated from within a promise job, and the promise queue is drained before Node.js processes \`nextTick\` callbacks.
- Like recursive promises, recursive \`nextTick\` calls can starve I/O. The Node.js documentation recommends \`queueMicrotask\` or \`setImmediate\` for most purposes.

### setImmediate vs setTimeout

From the main module, whether \`setTimeout(fn, 0)\` or \`setImmediate(fn)\` fires first is not deterministic. Inside an I/O callback, the order is guaranteed:

\`\`\`js
const fs = require('node:fs');

fs.readFile(__filename, () => {
  setTimeout(() => console.log('timeout'), 0);
  setImmediate(() => console.log('immediate'));
});

// Always: immediate, timeout
\`\`\`

The callback runs in the poll phase; next comes **check**, where \`setImmediate\` runs, while timers wait for the loop to come back round.

## Long tasks and splitting work

Browsers treat any task over **50 ms** as a *long task*. During one, the page cannot paint or respond to input, which hurts Interaction to Next Paint (INP), a Core Web Vital. The fix is to break work into pieces and give control back to the event loop in between: *yielding to the main thread*.

### Chunking with setTimeout

The classic approach processes a fixed number of items per task:

\`\`\`js
function processInChunks(items, processItem, chunkSize = 200) {
  return new Promise((resolve) => {
    let index = 0;

    function runChunk() {
      const end = Math.min(index + chunkSize, items.length);
      for (; index < end; index++) {
        processItem(items[index]);
      }
      if (index < items.length) {
        setTimeout(runChunk, 0); // let the browser render and handle input
      } else {
        resolve();
      }
    }

    runChunk();
  });
}
\`\`\`

It works everywhere, but your continuation goes to the back of the task queue, and the right chunk size depends on the device.

### Time-based yielding with scheduler.yield()

A better pattern yields based on elapsed time, and uses \`scheduler.yield()\` where it is available. Its continuation is prioritised ahead of other tasks of the same priority, so your work resumes promptly once the browser has handled input and painted. Chromium-based browsers support it; feature-detect and fall back elsewhere:

\`\`\`js
function yieldToMain() {
  if (globalThis.scheduler?.yield) {
    return scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function processAll(items, processItem) {
  let deadline = performance.now() + 50;

  for (const item of items) {
    processItem(item);

    if (performance.now() >= deadline) {
      await yieldToMain();
      deadline = performance.now() + 50;
    }
  }
}
\`\`\`

Notice that \`await Promise.resolve()\` would **not** help here. That only queues a microtask, and microtasks run before rendering. To let the browser paint, you must yield to a new *task*.

### Yield after the visible part

In event handlers, do the work the user can see first, then yield before the rest:

\`\`\`js
button.addEventListener('click', async () => {
  button.textContent = 'Saving…'; // immediate feedback
  await yieldToMain(); // let that paint
  saveDraftToIndexedDB(); // non-urgent follow-up work
  sendAnalytics('draft_saved');
});
\`\`\`

## Moving work off the main thread with Web Workers

Splitting keeps the page responsive, but the work still happens on the main thread. For heavy computation, such as parsing large files or image processing, use a **Web Worker**: its own thread and event loop, talking to the page through messages.

\`\`\`js
// main.js
const worker = new Worker(new URL('./stats-worker.js', import.meta.url), {
  type: 'module',
});

worker.addEventListener('message', (event) => {
  const { mean, max } = event.data;
  console.log(\`Mean: \${mean}, max: \${max}\`);
});

const values = Float64Array.from({ length: 5_000_000 }, () => Math.random());
worker.postMessage(values, [values.buffer]); // transfer, don't copy
\`\`\`

\`\`\`js
// stats-worker.js
self.addEventListener('message', (event) => {
  const values = event.data;
  let sum = 0;
  let max = -Infinity;

  for (const v of values) {
    sum += v;
    if (v > max) max = v;
  }

  self.postMessage({ mean: sum / values.length, max });
});
\`\`\`

Some things to keep in mind:

- Workers cannot touch the DOM; update the page on the main thread.
- Messages are copied with structured clone. Pass large \`ArrayBuffer\`s in the transfer list, as above, to move them without copying; the sender can no longer use them afterwards.
- Starting a worker has a cost, so reuse one rather than spawning one per job.

## Wrapping up

The event loop comes down to a few rules. Code runs to completion on a single call stack. Tasks are taken one at a time. After every task, the microtask queue is drained completely. Rendering happens between tasks, and only when a frame is due. Node.js adds phases, \`setImmediate\` and the \`nextTick\` queue, but the same ideas apply. With that model in your head, ordering puzzles become straightforward, frozen pages have an obvious explanation, and the fixes follow naturally: yield to a new task to let the browser breathe, and move truly heavy work into a worker.
`;
