/** Demo catalogue: what a new visitor sees on `npm start`; each body is a file in ./articles. */
import ciCd from './articles/ci-cd';
import cleanCode from './articles/clean-code';
import cssLayout from './articles/css-layout';
import dbIndexing from './articles/db-indexing';
import dockerCompose from './articles/docker-compose';
import fastapiRest from './articles/fastapi-rest';
import jsAsyncAwait from './articles/js-async-await';
import jsClosures from './articles/js-closures';
import jsEventLoop from './articles/js-event-loop';
import linuxCli from './articles/linux-cli';
import pgTransactions from './articles/pg-transactions';
import pythonComprehensions from './articles/python-comprehensions';
import pythonDataclasses from './articles/python-dataclasses';
import reactHooks from './articles/react-hooks';
import schemaDesign from './articles/schema-design';
import sqlJoins from './articles/sql-joins';
import tanstackQuery from './articles/tanstack-query';
import tdd from './articles/tdd';
import tsGenerics from './articles/ts-generics';
import webAccessibility from './articles/web-accessibility';
import type { PathLevel } from '@codegrow/shared/constants/learning';

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
  /** The article's Markdown, from ./articles. */
  body: string;
  /** 'Tested with': what the examples were run against (reviewed the day it is published). */
  testedWith?: string;
}

export const DEMO_ARTICLES = [
  {
    title: 'JavaScript Closures Explained with Real Examples',
    category: 'javascript',
    tags: 'javascript, closures, functions',
    excerpt:
      'Closures let a function remember the variables around it. Here is how they work and where they help.',
    premium: false,
    body: jsClosures,
  },
  {
    title: 'Async/Await in Depth: Promises Without the Pain',
    category: 'javascript',
    tags: 'javascript, async, promises',
    excerpt:
      'Write asynchronous code that reads top to bottom, and learn how errors and concurrency really behave.',
    premium: false,
    body: jsAsyncAwait,
    testedWith: 'Node.js 22',
  },
  {
    title: 'The JavaScript Event Loop, Visualised',
    category: 'javascript',
    tags: 'javascript, event loop, performance',
    excerpt:
      'Tasks, microtasks and rendering: understand the order in which your code really runs.',
    premium: true,
    body: jsEventLoop,
  },
  {
    title: 'TypeScript Generics for Everyday Code',
    category: 'javascript',
    tags: 'typescript, generics, types',
    excerpt:
      'Generics keep types flowing through your functions. Learn the patterns you will use every week.',
    premium: true,
    body: tsGenerics,
    testedWith: 'TypeScript 5.9',
  },
  {
    title: 'Python List Comprehensions and Generators',
    category: 'python',
    tags: 'python, comprehensions, generators',
    excerpt:
      'Build lists, sets and dictionaries in one readable line, and stream large data with generators.',
    premium: false,
    body: pythonComprehensions,
  },
  {
    title: 'Writing Clean Python with Dataclasses',
    category: 'python',
    tags: 'python, dataclasses, design',
    excerpt:
      'Dataclasses remove boilerplate from your models while keeping them explicit and typed.',
    premium: false,
    body: pythonDataclasses,
  },
  {
    title: 'Building a REST API with FastAPI',
    category: 'python',
    tags: 'python, fastapi, api',
    excerpt:
      'Typed request models, automatic validation and docs: build a small but production-shaped API.',
    premium: true,
    body: fastapiRest,
  },
  {
    title: 'SQL Joins: A Visual Guide',
    category: 'databases',
    tags: 'sql, joins, postgresql',
    excerpt:
      'Inner, left, right and full joins explained with one small dataset you can run yourself.',
    premium: false,
    body: sqlJoins,
    testedWith: 'PostgreSQL 17',
  },
  {
    title: 'Database Indexing: How B-Trees Make Queries Fast',
    category: 'databases',
    tags: 'databases, indexes, performance',
    excerpt:
      'Why an index turns a full scan into a few page reads, and how to pick the right columns.',
    premium: true,
    body: dbIndexing,
    testedWith: 'PostgreSQL 17',
  },
  {
    title: 'Transactions and Isolation Levels in PostgreSQL',
    category: 'databases',
    tags: 'postgresql, transactions, concurrency',
    excerpt: 'Read committed, repeatable read and serializable: what each protects you from.',
    premium: true,
    body: pgTransactions,
    testedWith: 'PostgreSQL 17, Python 3.12 (psycopg 3)',
  },
  {
    title: 'Designing a Relational Schema from Scratch',
    category: 'databases',
    tags: 'databases, modelling, normalisation',
    excerpt: 'From user stories to tables, keys and constraints that keep your data honest.',
    premium: false,
    body: schemaDesign,
  },
  {
    title: 'Modern CSS Layout with Flexbox and Grid',
    category: 'web-development',
    tags: 'css, flexbox, grid',
    excerpt: 'Two layout systems, one mental model: when to reach for Flexbox and when Grid wins.',
    premium: false,
    body: cssLayout,
  },
  {
    title: 'React Hooks: useState and useEffect Done Right',
    category: 'web-development',
    tags: 'react, hooks, frontend',
    excerpt:
      'Most effect bugs come from a few misunderstandings. Learn the rules and when not to use an effect.',
    premium: false,
    body: reactHooks,
    testedWith: 'React 19',
  },
  {
    title: 'Web Accessibility Essentials for Developers',
    category: 'web-development',
    tags: 'accessibility, html, a11y',
    excerpt: 'Semantic HTML, focus management and contrast: the changes that help the most people.',
    premium: false,
    body: webAccessibility,
  },
  {
    title: 'Server State with TanStack Query',
    category: 'web-development',
    tags: 'react, tanstack query, caching',
    excerpt: 'Caching, background refetching and mutations without hand-written loading flags.',
    premium: true,
    body: tanstackQuery,
    testedWith: 'TanStack Query 5, React 19',
  },
  {
    title: 'Docker for Developers: From Zero to Compose',
    category: 'devops',
    tags: 'docker, containers, compose',
    excerpt: 'Package an app with its dependencies and run the whole stack with one command.',
    premium: false,
    body: dockerCompose,
    testedWith: 'Docker Engine 28, Compose v2',
  },
  {
    title: 'CI/CD Pipelines That Developers Trust',
    category: 'devops',
    tags: 'ci, cd, automation',
    excerpt:
      'Fast feedback, reproducible builds and safe deploys: the habits behind a calm release day.',
    premium: true,
    body: ciCd,
  },
  {
    title: 'Linux Command Line Survival Guide',
    category: 'devops',
    tags: 'linux, shell, bash',
    excerpt: "The twenty commands that cover most of a developer's day on a server.",
    premium: false,
    body: linuxCli,
  },
  {
    title: 'Test-Driven Development in Practice',
    category: 'software-engineering',
    tags: 'testing, tdd, quality',
    excerpt: 'Red, green, refactor: how writing the test first shapes simpler designs.',
    premium: false,
    body: tdd,
  },
  {
    title: 'Clean Code: Naming, Functions and Structure',
    category: 'software-engineering',
    tags: 'clean code, refactoring, design',
    excerpt: 'Small functions with honest names make code that explains itself.',
    premium: true,
    body: cleanCode,
  },
] as const satisfies readonly DemoArticle[];

type DemoTitle = (typeof DEMO_ARTICLES)[number]['title'];

export interface DemoPath {
  slug: string;
  title: string;
  description: string;
  level: PathLevel;
  /** Article titles, in reading order. */
  steps: DemoTitle[];
}

export const DEMO_PATHS: DemoPath[] = [
  {
    slug: 'javascript-properly',
    title: 'JavaScript, Properly',
    description:
      'From closures to the event loop, then types and React: the ideas that make modern JavaScript click, in the order they build on each other.',
    level: 'beginner',
    steps: [
      'JavaScript Closures Explained with Real Examples',
      'Async/Await in Depth: Promises Without the Pain',
      'The JavaScript Event Loop, Visualised',
      'TypeScript Generics for Everyday Code',
      'React Hooks: useState and useEffect Done Right',
      'Server State with TanStack Query',
    ],
  },
  {
    slug: 'databases-for-application-developers',
    title: 'Databases for Application Developers',
    description:
      'Query, model, index and protect your data in PostgreSQL, then put an API in front of it.',
    level: 'intermediate',
    steps: [
      'SQL Joins: A Visual Guide',
      'Designing a Relational Schema from Scratch',
      'Database Indexing: How B-Trees Make Queries Fast',
      'Transactions and Isolation Levels in PostgreSQL',
      'Building a REST API with FastAPI',
    ],
  },
  {
    slug: 'from-code-to-production',
    title: 'From Code to Production',
    description:
      'The habits and tools that take code from your editor to users: the shell, clean code, tests, containers and pipelines.',
    level: 'beginner',
    steps: [
      'Linux Command Line Survival Guide',
      'Clean Code: Naming, Functions and Structure',
      'Test-Driven Development in Practice',
      'Docker for Developers: From Zero to Compose',
      'CI/CD Pipelines That Developers Trust',
    ],
  },
];
