/** Demo catalogue: what a new visitor sees on `npm start`. Bodies are built in demo-content.ts. */
export const DEMO_CATEGORIES = [
  {
    name: 'JavaScript',
    slug: 'javascript',
    description: 'The language of the web, from basics to async.',
  },
  { name: 'Python', slug: 'python', description: 'Readable code for scripts, data and services.' },
  {
    name: 'Databases',
    slug: 'databases',
    description: 'SQL, indexes, transactions and data modelling.',
  },
  {
    name: 'Web Development',
    slug: 'web-development',
    description: 'HTML, CSS, React and the browser.',
  },
  { name: 'DevOps', slug: 'devops', description: 'Shipping and running software reliably.' },
  {
    name: 'Software Engineering',
    slug: 'software-engineering',
    description: 'Design, testing and craft.',
  },
] as const;

export type DemoCategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

export interface DemoArticle {
  title: string;
  category: DemoCategorySlug;
  tags: string;
  excerpt: string;
  premium: boolean;
  lang: 'js' | 'ts' | 'python' | 'sql' | 'bash' | 'css' | 'yaml';
  code: string;
  points: [string, string, string];
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'JavaScript Closures Explained with Real Examples',
    category: 'javascript',
    tags: 'javascript, closures, functions',
    excerpt:
      'Closures let a function remember the variables around it. Here is how they work and where they help.',
    premium: false,
    lang: 'js',
    code: 'function counter() {\n  let count = 0;\n  return () => ++count;\n}\n\nconst next = counter();\nnext(); // 1\nnext(); // 2',
    points: [
      'A closure is a function together with the scope it was created in.',
      'Closures keep private state without classes.',
      'Loops with `let` create a fresh binding per iteration, which fixes the classic closure bug.',
    ],
  },
  {
    title: 'Async/Await in Depth: Promises Without the Pain',
    category: 'javascript',
    tags: 'javascript, async, promises',
    excerpt:
      'Write asynchronous code that reads top to bottom, and learn how errors and concurrency really behave.',
    premium: false,
    lang: 'js',
    code: 'async function loadProfile(id) {\n  const [user, posts] = await Promise.all([\n    fetch(`/api/users/${id}`).then((r) => r.json()),\n    fetch(`/api/users/${id}/posts`).then((r) => r.json()),\n  ]);\n  return { user, posts };\n}',
    points: [
      '`await` pauses the function, not the thread.',
      'Use `Promise.all` to run independent work concurrently.',
      'Wrap awaits in `try/catch` where you can actually handle the error.',
    ],
  },
  {
    title: 'The JavaScript Event Loop, Visualised',
    category: 'javascript',
    tags: 'javascript, event loop, performance',
    excerpt:
      'Tasks, microtasks and rendering: understand the order in which your code really runs.',
    premium: true,
    lang: 'js',
    code: "console.log('script');\nsetTimeout(() => console.log('task'), 0);\nPromise.resolve().then(() => console.log('microtask'));\n// script, microtask, task",
    points: [
      'Microtasks run before the next task, every time the stack empties.',
      'Long tasks block input and rendering.',
      'Split heavy work with `scheduler.yield()` or chunking.',
    ],
  },
  {
    title: 'TypeScript Generics for Everyday Code',
    category: 'javascript',
    tags: 'typescript, generics, types',
    excerpt:
      'Generics keep types flowing through your functions. Learn the patterns you will use every week.',
    premium: true,
    lang: 'ts',
    code: 'function groupBy<T, K extends PropertyKey>(items: T[], key: (item: T) => K) {\n  const groups = {} as Record<K, T[]>;\n  for (const item of items) (groups[key(item)] ??= []).push(item);\n  return groups;\n}',
    points: [
      'A generic is a type parameter, filled in where the function is called.',
      'Constraints (`extends`) say what a type parameter must support.',
      'Let inference do the work; annotate only at boundaries.',
    ],
  },
  {
    title: 'Python List Comprehensions and Generators',
    category: 'python',
    tags: 'python, comprehensions, generators',
    excerpt:
      'Build lists, sets and dictionaries in one readable line, and stream large data with generators.',
    premium: false,
    lang: 'python',
    code: 'squares = [n * n for n in range(10) if n % 2 == 0]\n\ndef read_lines(path):\n    with open(path) as f:\n        for line in f:\n            yield line.rstrip()',
    points: [
      'Comprehensions express a transformation and a filter together.',
      'Generators produce values lazily, one at a time.',
      'Prefer a plain loop when the comprehension stops being readable.',
    ],
  },
  {
    title: 'Writing Clean Python with Dataclasses',
    category: 'python',
    tags: 'python, dataclasses, design',
    excerpt:
      'Dataclasses remove boilerplate from your models while keeping them explicit and typed.',
    premium: false,
    lang: 'python',
    code: 'from dataclasses import dataclass, field\n\n@dataclass(frozen=True)\nclass Order:\n    id: int\n    items: list[str] = field(default_factory=list)\n    paid: bool = False',
    points: [
      '`@dataclass` writes `__init__`, `__repr__` and `__eq__` for you.',
      '`frozen=True` makes instances immutable and hashable.',
      'Use `default_factory` for mutable defaults.',
    ],
  },
  {
    title: 'Building a REST API with FastAPI',
    category: 'python',
    tags: 'python, fastapi, api',
    excerpt:
      'Typed request models, automatic validation and docs: build a small but production-shaped API.',
    premium: true,
    lang: 'python',
    code: "from fastapi import FastAPI\nfrom pydantic import BaseModel\n\napp = FastAPI()\n\nclass Note(BaseModel):\n    title: str\n    body: str = ''\n\n@app.post('/notes')\ndef create(note: Note):\n    return {'ok': True, 'note': note}",
    points: [
      'Request bodies are validated from type hints.',
      'Dependencies inject database sessions and the current user.',
      'Return models, not ORM objects, to control what leaves the API.',
    ],
  },
  {
    title: 'SQL Joins: A Visual Guide',
    category: 'databases',
    tags: 'sql, joins, postgresql',
    excerpt:
      'Inner, left, right and full joins explained with one small dataset you can run yourself.',
    premium: false,
    lang: 'sql',
    code: 'SELECT u.name, count(o.id) AS orders\nFROM users u\nLEFT JOIN orders o ON o.user_id = u.id\nGROUP BY u.name\nORDER BY orders DESC;',
    points: [
      'An inner join keeps only matching rows.',
      'A left join keeps every row of the left table.',
      'Filter the joined table in the `ON` clause to keep unmatched rows.',
    ],
  },
  {
    title: 'Database Indexing: How B-Trees Make Queries Fast',
    category: 'databases',
    tags: 'databases, indexes, performance',
    excerpt:
      'Why an index turns a full scan into a few page reads, and how to pick the right columns.',
    premium: true,
    lang: 'sql',
    code: 'CREATE INDEX orders_user_created_idx\n  ON orders (user_id, created_at DESC);\n\nEXPLAIN ANALYZE\nSELECT * FROM orders WHERE user_id = 42\nORDER BY created_at DESC LIMIT 10;',
    points: [
      'A B-tree keeps keys sorted, so lookups take logarithmic time.',
      'Column order matters in a composite index.',
      'Every index slows writes a little: index what you query.',
    ],
  },
  {
    title: 'Transactions and Isolation Levels in PostgreSQL',
    category: 'databases',
    tags: 'postgresql, transactions, concurrency',
    excerpt: 'Read committed, repeatable read and serializable: what each protects you from.',
    premium: true,
    lang: 'sql',
    code: 'BEGIN;\nUPDATE accounts SET balance = balance - 30 WHERE id = 1;\nUPDATE accounts SET balance = balance + 30 WHERE id = 2;\nCOMMIT;',
    points: [
      'A transaction is all or nothing.',
      "Conditional updates (`WHERE status = 'pending'`) make state changes race-free.",
      'Serializable isolation may abort: retry the transaction.',
    ],
  },
  {
    title: 'Designing a Relational Schema from Scratch',
    category: 'databases',
    tags: 'databases, modelling, normalisation',
    excerpt: 'From user stories to tables, keys and constraints that keep your data honest.',
    premium: false,
    lang: 'sql',
    code: 'CREATE TABLE blog_likes (\n  user_id int REFERENCES users(id) ON DELETE CASCADE,\n  blog_id int REFERENCES blogs(id) ON DELETE CASCADE,\n  PRIMARY KEY (user_id, blog_id)\n);',
    points: [
      'Start from the questions the application will ask.',
      'Let constraints enforce rules the code might forget.',
      'Normalise first; denormalise only with a measured reason.',
    ],
  },
  {
    title: 'Modern CSS Layout with Flexbox and Grid',
    category: 'web-development',
    tags: 'css, flexbox, grid',
    excerpt: 'Two layout systems, one mental model: when to reach for Flexbox and when Grid wins.',
    premium: false,
    lang: 'css',
    code: '.cards {\n  display: grid;\n  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));\n  gap: 1.5rem;\n}',
    points: [
      'Flexbox lays out in one dimension, Grid in two.',
      '`auto-fill` with `minmax` gives responsive grids without media queries.',
      '`gap` works in both systems.',
    ],
  },
  {
    title: 'React Hooks: useState and useEffect Done Right',
    category: 'web-development',
    tags: 'react, hooks, frontend',
    excerpt:
      'Most effect bugs come from a few misunderstandings. Learn the rules and when not to use an effect.',
    premium: false,
    lang: 'js',
    code: 'function Clock() {\n  const [now, setNow] = useState(() => new Date());\n  useEffect(() => {\n    const id = setInterval(() => setNow(new Date()), 1000);\n    return () => clearInterval(id);\n  }, []);\n  return <time>{now.toLocaleTimeString()}</time>;\n}',
    points: [
      'State updates are snapshots: use the updater form for derived updates.',
      'Effects synchronise with the outside world; clean them up.',
      'Data you can compute during render needs no effect.',
    ],
  },
  {
    title: 'Web Accessibility Essentials for Developers',
    category: 'web-development',
    tags: 'accessibility, html, a11y',
    excerpt: 'Semantic HTML, focus management and contrast: the changes that help the most people.',
    premium: false,
    lang: 'js',
    code: '<button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>\n  Menu\n</button>',
    points: [
      'Native elements bring keyboard support for free.',
      'Every input needs a label.',
      'Visible focus styles are not optional.',
    ],
  },
  {
    title: 'Server State with TanStack Query',
    category: 'web-development',
    tags: 'react, tanstack query, caching',
    excerpt: 'Caching, background refetching and mutations without hand-written loading flags.',
    premium: true,
    lang: 'ts',
    code: "const { data, isPending } = useQuery({\n  queryKey: ['blogs', page],\n  queryFn: () => api.get(`/blogs?page=${page}`),\n  staleTime: 30_000,\n});",
    points: [
      'Query keys identify cached data.',
      'Invalidate after a mutation instead of patching state by hand.',
      'Stale time trades freshness for fewer requests.',
    ],
  },
  {
    title: 'Docker for Developers: From Zero to Compose',
    category: 'devops',
    tags: 'docker, containers, compose',
    excerpt: 'Package an app with its dependencies and run the whole stack with one command.',
    premium: false,
    lang: 'yaml',
    code: "services:\n  api:\n    build: .\n    ports: ['3000:3000']\n    environment:\n      DATABASE_URL: postgres://app@db/app\n  db:\n    image: postgres:16",
    points: [
      'An image is a recipe; a container is a running instance.',
      'Multi-stage builds keep production images small.',
      'Compose describes services, networks and volumes together.',
    ],
  },
  {
    title: 'CI/CD Pipelines That Developers Trust',
    category: 'devops',
    tags: 'ci, cd, automation',
    excerpt:
      'Fast feedback, reproducible builds and safe deploys: the habits behind a calm release day.',
    premium: true,
    lang: 'bash',
    code: '#!/usr/bin/env bash\nset -euo pipefail\nnpm ci\nnpm run lint\nnpm test\nnpm run build',
    points: [
      'Run the same script locally and in CI.',
      'Keep the main branch green; fix or revert at once.',
      'Deploy small changes often.',
    ],
  },
  {
    title: 'Linux Command Line Survival Guide',
    category: 'devops',
    tags: 'linux, shell, bash',
    excerpt: "The twenty commands that cover most of a developer's day on a server.",
    premium: false,
    lang: 'bash',
    code: 'grep -rn "TODO" src/ | wc -l\nfind . -name \'*.log\' -mtime +7 -delete\ntail -f /var/log/app.log | grep ERROR',
    points: [
      'Pipes compose small tools into big ones.',
      '`man` and `--help` are always there.',
      'Be careful with `rm -rf` and globbing.',
    ],
  },
  {
    title: 'Test-Driven Development in Practice',
    category: 'software-engineering',
    tags: 'testing, tdd, quality',
    excerpt: 'Red, green, refactor: how writing the test first shapes simpler designs.',
    premium: false,
    lang: 'ts',
    code: "import { expect, it } from 'vitest';\nimport { readingTime } from './reading-time';\n\nit('rounds up to whole minutes', () => {\n  expect(readingTime('word '.repeat(201))).toBe(2);\n});",
    points: [
      'Write the smallest failing test that describes the next behaviour.',
      'Make it pass simply, then improve the design.',
      'Test behaviour, not implementation details.',
    ],
  },
  {
    title: 'Clean Code: Naming, Functions and Structure',
    category: 'software-engineering',
    tags: 'clean code, refactoring, design',
    excerpt: 'Small functions with honest names make code that explains itself.',
    premium: true,
    lang: 'ts',
    code: '// Before\nfunction proc(d: any[]) { /* 80 lines */ }\n\n// After\nfunction approvePendingTransactions(transactions: Transaction[]) {\n  return transactions.filter(isPending).map(approve);\n}',
    points: [
      'A name should say what a thing is or does.',
      'Functions should do one thing at one level of abstraction.',
      'Return early to keep the happy path flat.',
    ],
  },
];
