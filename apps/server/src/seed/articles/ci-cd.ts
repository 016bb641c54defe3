/** The body of 'CI/CD Pipelines That Developers Trust' (Markdown). */
export default `A pipeline is only useful if people believe it. When the build goes red for no reason, developers learn to click "re-run" and merge anyway, and your CI becomes theatre. A trustworthy pipeline is fast enough that nobody skips it, strict enough that green means "safe to ship", and boring enough that deployments stop being events. Here's what that looks like, with a working GitHub Actions setup for a Node.js and PostgreSQL project.

## What CI and CD actually promise

### Continuous integration

Continuous integration is a promise about your main branch: changes are merged frequently, and every merge is automatically built and tested. \`main\` is always in a known state, and a failure points at a small, recent change. It's a practice as much as a tool: long-lived branches merged monthly aren't continuous integration, whatever server runs the tests.

### Continuous delivery and deployment

**Continuous delivery** extends the promise: every green build of \`main\` *could* go to production, at the press of a button, with no manual packaging or heroics. **Continuous deployment** goes one step further and removes the button, so every green build *does* go to production automatically.

Either way, building, testing and deploying must be automated, repeatable and reversible.

## A GitHub Actions workflow

### The first version

Save this as \`.github/workflows/ci.yml\`. It runs on every pull request and on every push to \`main\`:

\`\`\`yaml
name: CI

on:
  pull_request:
  push:
    branches: [main]

jobs:
  verify:
    runs-on: ubuntu-latest

    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_USER: test
          POSTGRES_PASSWORD: test
          POSTGRES_DB: app_test
        ports:
          - 5432:5432
        options: >-
          --health-cmd "pg_isready -U test -d app_test"
          --health-interval 5s
          --health-timeout 5s
          --health-retries 10

    env:
      DATABASE_URL: postgres://test:test@localhost:5432/app_test

    steps:
      - uses: actions/checkout@v4

      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm

      - run: npm ci
      - run: npm run lint
      - run: npm run typecheck
      - run: npm run migrate
      - run: npm test
\`\`\`

### What each part does

- **\`services.postgres\`** starts a real PostgreSQL container next to the job. The \`--health-*\` options make the runner wait until it accepts connections before any step runs.
- **\`ports: 5432:5432\`** publishes the database on the runner, which is why \`DATABASE_URL\` points at \`localhost\`.
- **\`setup-node\` with \`cache: npm\`** caches npm's download cache, keyed on \`package-lock.json\`. Installs become much faster, and the cache is invalidated automatically when dependencies change.
- **\`npm ci\`** installs exactly what the lockfile specifies and fails if it disagrees with \`package.json\`. Don't use \`npm install\` in CI.
- **Lint and typecheck before tests.** They're quick, so there's no point waiting for a slow suite to find a typo.

A real PostgreSQL, rather than an in-memory substitute, exercises your queries, constraints and migrations exactly as production will.

## Fast feedback

A pipeline that takes 40 minutes gets ignored, batched up or bypassed. Aim for under ten minutes on a pull request, and treat anything slower as a bug.

### Order and fail fast

Put the cheapest checks first: linting and type checking take seconds, unit tests a minute, integration and end-to-end tests longest. Steps stop at the first failure, so ordering by cost gives the quickest possible "no".

### Parallel jobs

Independent checks don't need to wait for each other. Splitting them into separate jobs lets them run at the same time, and the pull request shows exactly which one failed:

\`\`\`yaml
jobs:
  static:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci
      - run: npm run lint
      - run: npm run typecheck

  test:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        shard: [1, 2, 3]
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_USER: test
          POSTGRES_PASSWORD: test
          POSTGRES_DB: app_test
        ports:
          - 5432:5432
        options: >-
          --health-cmd "pg_isready -U test -d app_test"
          --health-interval 5s
          --health-timeout 5s
          --health-retries 10
    env:
      DATABASE_URL: postgres://test:test@localhost:5432/app_test
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci
      - run: npm run migrate
      - run: npx vitest run --shard=\${{ matrix.shard }}/3
\`\`\`

The **matrix** turns one job definition into several: here, three test shards running in parallel, each with its own runner and database. The same mechanism can test several Node versions with \`node-version: [20, 22]\`. \`fail-fast: false\` lets every shard finish, so you see all the failures at once.

### Cancel superseded runs

If someone pushes three commits to a pull request in quick succession, only the last run matters. Add this at the top level of the workflow:

\`\`\`yaml
concurrency:
  group: ci-\${{ github.ref }}
  cancel-in-progress: \${{ github.event_name == 'pull_request' }}
\`\`\`

Pull request runs are cancelled when a newer commit arrives, while runs on \`main\` always complete.

## Flaky tests

### Why they are so corrosive

A flaky test passes and fails on the same code. One in a suite of 2,000 sounds harmless, but it teaches everybody that red doesn't mean broken, and then real failures get re-run and merged too.

### Common causes

- **Time:** tests that depend on the current date, time zones or real timers. Inject a clock or use fake timers.
- **Order and shared state:** tests that pass only when another test has run first, or that leave rows in a shared database. Give each test its own data, or wrap each test in a transaction that is rolled back.
- **Waiting by sleeping:** \`await sleep(500)\` passes on your laptop and fails on a busy runner. Wait for the condition itself, such as an element appearing or a message arriving.
- **Real network calls:** third-party APIs are slow and sometimes down. Fake them at the boundary of your code.
- **Unordered results:** asserting on the order of rows from a query without an \`ORDER BY\`.

### A policy that works

Automatic retries hide flakiness rather than fixing it. A better policy: move a flaky test to quarantine (a non-blocking job), open a ticket with an owner, and fix or delete it within a week. The blocking suite stays trustworthy and the problem stays visible.

## Build once, promote everywhere

### One artefact

If staging and production each run their own build, you've tested one artefact and shipped another; a changed base image or newly published dependency can differ between them. Build once, tag the result with the commit SHA, and promote that exact artefact:

\`\`\`yaml
jobs:
  # ...static and test jobs as above...

  image:
    needs: [static, test]
    if: github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    permissions:
      contents: read
      packages: write
    steps:
      - uses: actions/checkout@v4
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}
      - run: |
          docker build -t ghcr.io/acme/shop-api:\${{ github.sha }} .
          docker push ghcr.io/acme/shop-api:\${{ github.sha }}

  deploy-staging:
    needs: image
    runs-on: ubuntu-latest
    environment: staging
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh staging ghcr.io/acme/shop-api:\${{ github.sha }}

  deploy-production:
    needs: deploy-staging
    runs-on: ubuntu-latest
    environment: production
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh production ghcr.io/acme/shop-api:\${{ github.sha }}
\`\`\`

Configuration differs between environments; the artefact doesn't. The \`environment:\` key also enables protection rules in the repository settings: requiring a reviewer before production turns continuous deployment into continuous delivery.

## Deployment strategies

### Rolling

Instances are replaced a few at a time. It needs no extra capacity and is the default in Kubernetes, but old and new versions serve traffic side by side for a while, so both must work with the same schema and API contracts.

### Blue-green

Two complete environments: "blue" serves live traffic while you deploy to and test "green", then the router switches over in one step. Rolling back means switching back. Simple to reason about, but it doubles your infrastructure during a release.

### Canary

The new version gets a small slice of real traffic, say 5%, while you watch error rates and latency, widening the slice if the numbers stay healthy. Canaries limit the blast radius of a bad release, but only if your monitoring detects problems quickly.

## Secrets

### Keep them out of the repository

Credentials never belong in code, workflow files or images. Store them as repository or environment secrets and reference them as \`\${{ secrets.DEPLOY_TOKEN }}\`. Environment secrets are only available to jobs targeting that environment, so pull request builds can't read production credentials.

### Least privilege

- Set \`permissions:\` explicitly on each job, as in the \`image\` job above, rather than relying on the default token permissions.
- Where your cloud provider supports it, use OpenID Connect (\`permissions: id-token: write\`) to get short-lived credentials instead of storing long-lived keys.
- Pin third-party actions to a full commit SHA. A tag can be moved to point at different code; a commit SHA can't.
- Never \`echo\` a secret. Actions masks known secret values in logs, but a secret that has been transformed, for example base64-encoded, won't be recognised and masked.

## Rollback

### Make going back boring

With immutable images tagged by commit SHA, rolling back is just deploying the previous SHA. Practise it on staging so it's routine rather than a panic.

The hard part is the database. Use **expand and contract**: add new columns or tables compatibly, deploy code that works with both shapes, and remove the old structure in a later release. Any single release can then be rolled back without touching the schema.

Feature flags help too: if code ships switched off, "rollback" is often just flipping a flag.

## Keeping main green

- **Protect the branch.** Require pull requests and make the CI checks required, so nothing merges without passing.
- **Test the merge result.** A branch can pass alone yet break \`main\` combined with another recent change. A merge queue tests each change on top of the latest \`main\`.
- **Revert first, investigate second.** A broken \`main\` blocks everyone, so revert and debug on a branch.
- **Keep changes small.** Small pull requests are reviewed properly, fail for obvious reasons and are easy to revert.

## Wrapping up

Trust in a pipeline is earned in small ways: it runs quickly, fails only for real reasons, ships the exact artefact it tested, and makes going back as easy as going forward. Start with the basic workflow above, measure it, stamp out the first flaky test you see, and protect \`main\`. Once developers stop second-guessing the build, they ship more often, which is the whole point.
`;
