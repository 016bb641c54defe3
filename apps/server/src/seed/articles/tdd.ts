/** The body of 'Test-Driven Development in Practice' (Markdown). */
export default `Test-driven development is often summed up as "write the test first". That's accurate and almost useless, because TDD's value lies in the rhythm, the size of the steps and the decisions between them. We'll grow a small TypeScript function test by test with Vitest, look at choosing the next test, and be honest about where TDD pays off and where it doesn't.

## The red-green-refactor loop

### Three steps, in order

1. **Red:** write one small test for behaviour that doesn't exist yet, and watch it fail.
2. **Green:** write the simplest code that makes it pass. Not the cleverest code, the simplest.
3. **Refactor:** with all tests green, improve the design of both code and tests. Then repeat.

Watching the test fail matters: a test you've never seen fail might not be testing anything at all.

### Setting up

\`\`\`bash
npm install --save-dev vitest typescript
npx vitest
\`\`\`

In a terminal, Vitest starts in watch mode and reruns affected tests on every save. That fast loop is what makes TDD feel natural.

## A worked example: slugify

We need a \`slugify\` function that turns an article title into a URL-friendly slug, so "Crème Brûlée for Beginners!" becomes \`creme-brulee-for-beginners\`.

### Step 1: the simplest case

\`\`\`ts
// slugify.test.ts
import { describe, it, expect } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("lowercases a single word", () => {
    expect(slugify("Hello")).toBe("hello");
  });
});
\`\`\`

This fails because \`slugify.ts\` doesn't exist. The simplest passing code:

\`\`\`ts
// slugify.ts
export function slugify(input: string): string {
  return input.toLowerCase();
}
\`\`\`

### Step 2: spaces become hyphens

\`\`\`ts
it("replaces spaces with hyphens", () => {
  expect(slugify("Hello World")).toBe("hello-world");
});
\`\`\`

Red. Then green:

\`\`\`ts
export function slugify(input: string): string {
  return input.toLowerCase().replace(/\\s+/g, "-");
}
\`\`\`

### Step 3: punctuation disappears

\`\`\`ts
it("removes punctuation", () => {
  expect(slugify("Hello, World!")).toBe("hello-world");
});
\`\`\`

The current code gives \`hello,-world!\`. We keep letters, digits, whitespace and hyphens, and drop everything else:

\`\`\`ts
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9\\s-]/g, "")
    .replace(/\\s+/g, "-");
}
\`\`\`

### Step 4: surrounding whitespace

\`\`\`ts
it("ignores leading and trailing whitespace", () => {
  expect(slugify("  Hello World  ")).toBe("hello-world");
});
\`\`\`

This fails with \`-hello-world-\`. Adding \`.trim()\` before the whitespace replacement makes it pass.

### Step 5: accented letters

\`\`\`ts
it("converts accented letters to their plain equivalents", () => {
  expect(slugify("Crème Brûlée")).toBe("creme-brulee");
});
\`\`\`

Our punctuation rule strips \`è\` entirely, giving \`crme-brle\`. Unicode normalisation form NFD splits an accented letter into its base letter followed by a combining mark, and the combining marks occupy the range U+0300 to U+036F, so we can remove them:

\`\`\`ts
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\\u0300-\\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\\s-]/g, "")
    .trim()
    .replace(/\\s+/g, "-");
}
\`\`\`

### Step 6: a test that passes straight away

\`\`\`ts
it("does not leave double hyphens where symbols were removed", () => {
  expect(slugify("Rock & Roll")).toBe("rock-roll");
});
\`\`\`

This passes immediately, because \`\\s+\` already collapses the two spaces left by the removed \`&\`. A test that's green from the start drives no new code, so ask whether it documents behaviour worth pinning down. This one does, so we keep it, after briefly breaking the code (\`\\s+\` to \`\\s\`) to confirm it can fail.

### Step 7: hyphens in the input

\`\`\`ts
it("collapses hyphens and strips them from the ends", () => {
  expect(slugify("-- Hello - World --")).toBe("hello-world");
});
\`\`\`

We get \`---hello---world---\`. Treat runs of whitespace *and* hyphens as one separator, then strip separators from the ends:

\`\`\`ts
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\\u0300-\\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\\s-]/g, "")
    .trim()
    .replace(/[\\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
\`\`\`

### Refactor

Everything is green, so now we tidy up. Stripping hyphens from the ends makes \`.trim()\` redundant: leading whitespace becomes a hyphen, which is then removed. We delete it, run the tests, and they stay green. Then we name the regular expressions so the pipeline reads as a description of the rules:

\`\`\`ts
const COMBINING_MARKS = /[\\u0300-\\u036f]/g;
const DISALLOWED_CHARS = /[^a-z0-9\\s-]/g;
const SEPARATOR_RUNS = /[\\s-]+/g;
const EDGE_HYPHENS = /^-+|-+$/g;

export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(DISALLOWED_CHARS, "")
    .replace(SEPARATOR_RUNS, "-")
    .replace(EDGE_HYPHENS, "");
}
\`\`\`

Shared regexes with the \`g\` flag are a classic bug source, because \`test()\` and \`exec()\` keep state in \`lastIndex\`. \`replace\` resets that state itself, so these constants are safe here.

## Choosing the next test

### Small steps, one new idea each

Each test above introduced exactly one new rule. When you can't decide what to write next, these heuristics help:

- **Start with the degenerate or simplest case,** then move to one, then to many.
- **Pick the test that forces the smallest change.** If the next test would need twenty lines of code, look for a smaller one on the way.
- **Keep a list.** Jot down ideas as they come to you ("empty string?", "emoji?") and pick them off one at a time, rather than chasing every thought immediately.

### Names that describe behaviour

Compare \`it("test 5")\` or \`it("handles accents")\` with \`it("converts accented letters to their plain equivalents")\`. When a good name fails in CI, it tells you what the system no longer does before you open the file. The \`it\` names of a well-written suite read like a specification.

## Fakes, mocks and boundaries

### Test at the boundary

Pure functions like \`slugify\` are easy to test, but real code talks to databases, clocks and HTTP APIs. Test your logic through its public interface, and substitute only the slow or non-deterministic things at the edge of your system.

Here's a sign-up service that depends on a repository and a function that sends a welcome email:

\`\`\`ts
type User = { email: string };

interface UserRepository {
  findByEmail(email: string): Promise<User | undefined>;
  save(user: User): Promise<void>;
}

export class SignupService {
  constructor(
    private readonly users: UserRepository,
    private readonly sendWelcome: (email: string) => Promise<void>,
  ) {}

  async register(email: string): Promise<void> {
    if (await this.users.findByEmail(email)) {
      throw new Error("Email already registered");
    }
    await this.users.save({ email });
    await this.sendWelcome(email);
  }
}
\`\`\`

### Fakes for state

A **fake** is a working, simplified implementation. An in-memory repository behaves like the real one, so tests can check outcomes rather than internal calls:

\`\`\`ts
class InMemoryUserRepository implements UserRepository {
  private readonly users = new Map<string, User>();

  async findByEmail(email: string) {
    return this.users.get(email);
  }

  async save(user: User) {
    this.users.set(user.email, user);
  }
}

it("rejects a second sign-up with the same email", async () => {
  const signup = new SignupService(new InMemoryUserRepository(), async () => {});

  await signup.register("ada@example.com");

  await expect(signup.register("ada@example.com")).rejects.toThrow(
    "Email already registered",
  );
});
\`\`\`

### Mocks for outgoing commands

A **mock** records how it was called, so you can verify that a side effect happened. Use mocks for commands sent to the outside world, like emails, where the call itself *is* the behaviour:

\`\`\`ts
import { vi } from "vitest";

it("sends a welcome email after registering", async () => {
  const sendWelcome = vi.fn(async (_email: string) => {});
  const signup = new SignupService(new InMemoryUserRepository(), sendWelcome);

  await signup.register("ada@example.com");

  expect(sendWelcome).toHaveBeenCalledWith("ada@example.com");
});
\`\`\`

Over-mocking is the most common way TDD goes wrong. If your tests assert that \`findByEmail\` was called before \`save\`, they break whenever you restructure the code, even though the behaviour hasn't changed. Prefer fakes and assertions on outcomes, and keep mocks for genuine side effects. The real repository still deserves its own integration tests against a real database.

## When TDD helps, and when it doesn't

### Where it shines

- **Logic with clear inputs and outputs:** parsers, calculations, validation, state machines.
- **Code you're unsure how to design.** Writing the test first makes you use the API before it exists, which exposes awkward interfaces early.
- **Bug fixes,** as we'll see below.

### Where it struggles

- **Exploratory spikes,** when you don't yet know what you're building. Spike freely, throw the code away, then rebuild it test-first once you understand the problem.
- **Visual layout,** where "correct" is a judgement made by looking at it.
- **Thin glue code** over a framework, where a unit test would only repeat the implementation. An integration test is usually the better investment there.

## TDD for bug fixes

A user reports that \`slugify("snake_case_name")\` returns \`snakecasename\`. Before touching the code, reproduce the bug with a failing test:

\`\`\`ts
it("treats underscores as word separators", () => {
  expect(slugify("snake_case_name")).toBe("snake-case-name");
});
\`\`\`

Red, exactly as reported, which confirms you've understood the bug. Fix it by letting underscores through and treating them as separators:

\`\`\`ts
const DISALLOWED_CHARS = /[^a-z0-9\\s_-]/g;
const SEPARATOR_RUNS = /[\\s_-]+/g;
\`\`\`

Green, along with every other test. The bug can't quietly come back, because the test that reproduces it now runs on every commit.

## Wrapping up

TDD is a loop: a small failing test, the simplest code to pass it, then a tidy-up while everything is green. Keep the steps small, name tests after behaviour, fake at the boundaries rather than mocking everything, and always start a bug fix with a failing test. Try it on your next pure function, keep Vitest running in watch mode, and notice how rarely you need the debugger.
`;
