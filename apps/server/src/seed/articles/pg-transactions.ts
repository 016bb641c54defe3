/** The body of 'Transactions and Isolation Levels in PostgreSQL' (Markdown). */
export default `Many database bugs are not about wrong SQL but about two requests running the right SQL at the same time: a deposit that vanishes, a seat booked twice, a rota with nobody on call. Transactions and isolation levels are how PostgreSQL lets you reason about this. We will cover ACID, \`BEGIN\`/\`COMMIT\`/\`ROLLBACK\` and savepoints, explain just enough MVCC to make the behaviour predictable, and walk through each concurrency anomaly with two-session examples you can reproduce in two \`psql\` windows. Then come the practical tools: row locks, optimistic concurrency, retry loops, advisory locks and short transactions. All examples were checked against PostgreSQL 15.

## ACID in one minute

### What a transaction promises

A transaction groups statements into one unit of work with four guarantees:

- **Atomicity**: every change is applied, or none is.
- **Consistency**: constraints such as \`CHECK\`, \`UNIQUE\` and foreign keys hold when the transaction commits.
- **Isolation**: concurrent transactions do not see each other's in-progress work. *How* isolated is configurable, and that is most of this article.
- **Durability**: once \`COMMIT\` returns, the change survives a crash, because it is in the write-ahead log (WAL).

## Transaction basics

### BEGIN, COMMIT and ROLLBACK

We will use a simple accounts table throughout:

\`\`\`sql setup
CREATE TABLE accounts (
    id      integer PRIMARY KEY,
    owner   text NOT NULL,
    balance numeric(12, 2) NOT NULL CHECK (balance >= 0)
);

INSERT INTO accounts VALUES (1, 'alice', 100.00), (2, 'bob', 50.00);
\`\`\`

By default every statement runs in its own transaction (autocommit). To group statements, wrap them:

\`\`\`sql runnable
BEGIN;
UPDATE accounts SET balance = balance - 30 WHERE id = 1;
UPDATE accounts SET balance = balance + 30 WHERE id = 2;
COMMIT;
\`\`\`

If anything goes wrong between \`BEGIN\` and \`COMMIT\`, \`ROLLBACK\` discards all of it, so money is never debited without being credited.

One PostgreSQL behaviour surprises people coming from other databases: after any error, the whole transaction is aborted, and every further statement is refused until you end it.

\`\`\`sql
BEGIN;
UPDATE accounts SET balance = balance - 500 WHERE id = 1;
-- ERROR:  new row for relation "accounts" violates check constraint "accounts_balance_check"
SELECT 1;
-- ERROR:  current transaction is aborted, commands ignored until end of transaction block
COMMIT;
-- ROLLBACK
\`\`\`

Note the last line: issuing \`COMMIT\` on an aborted transaction performs a rollback. Application code must check for errors, not assume that reaching \`COMMIT\` means success.

### Savepoints

A savepoint marks a point inside a transaction you can roll back to without abandoning the whole thing:

\`\`\`sql
BEGIN;
UPDATE accounts SET balance = balance - 10 WHERE id = 1;

SAVEPOINT before_risky;
UPDATE accounts SET balance = balance - 500 WHERE id = 2;
-- ERROR:  new row for relation "accounts" violates check constraint "accounts_balance_check"
ROLLBACK TO SAVEPOINT before_risky;

COMMIT;  -- the first update is kept
\`\`\`

\`RELEASE SAVEPOINT name\` discards a savepoint you no longer need. ORMs use savepoints for nested transactions; use them sparingly in hot paths, because each creates a subtransaction and large numbers of those carry real performance costs.

## MVCC in brief

### Versions, not overwrites

PostgreSQL implements isolation with **multi-version concurrency control**. An \`UPDATE\` does not overwrite a row in place; it writes a new *version* and marks the old one as superseded. Each version records which transaction created it (\`xmin\`) and which deleted or replaced it (\`xmax\`).

Each statement, or each transaction depending on the isolation level, runs against a **snapshot** recording which transactions had committed when it was taken. A row version is visible if its creator committed before the snapshot and its deleter did not. Three consequences follow:

- Readers never block writers, and writers never block readers.
- Writers *do* block other writers on the same row: a second \`UPDATE\` of a row waits until the first transaction commits or rolls back.
- Old versions pile up until \`VACUUM\` removes those no snapshot can still see. Long-running transactions hold that cleanup back.

## Concurrency anomalies

The SQL standard defines isolation levels by the anomalies they permit. The examples below use two sessions, A and B, run step by step in two terminals, at PostgreSQL's default level, **Read Committed**, unless stated otherwise.

### Dirty read

A dirty read means seeing another transaction's *uncommitted* changes. PostgreSQL never allows this, at any level. You can write \`SET TRANSACTION ISOLATION LEVEL READ UNCOMMITTED\`, but it behaves exactly like Read Committed.

### Non-repeatable read

The same query, run twice in one transaction, returns different values because another transaction committed in between:

\`\`\`sql
-- Session A
BEGIN;
SELECT balance FROM accounts WHERE id = 1;   -- 100.00

-- Session B (autocommit)
UPDATE accounts SET balance = 80 WHERE id = 1;

-- Session A
SELECT balance FROM accounts WHERE id = 1;   -- 80.00
COMMIT;
\`\`\`

In Read Committed, each *statement* takes a fresh snapshot, so A sees B's committed change. If A had used the first value to make a decision, that decision is now based on stale data.

### Phantom read

A phantom is the set-level version: a query matching a condition returns *new rows* the second time.

\`\`\`sql
-- Session A
BEGIN;
SELECT count(*) FROM accounts WHERE balance >= 50;   -- 2

-- Session B
INSERT INTO accounts VALUES (3, 'carol', 75.00);

-- Session A
SELECT count(*) FROM accounts WHERE balance >= 50;   -- 3
COMMIT;
\`\`\`

### Lost update

Two transactions read a value, compute a new one in application code, and write it back. One write silently overwrites the other:

\`\`\`sql
-- Session A
BEGIN;
SELECT balance FROM accounts WHERE id = 1;   -- 100.00, app adds 30

-- Session B
BEGIN;
SELECT balance FROM accounts WHERE id = 1;   -- 100.00, app adds 20

-- Session A
UPDATE accounts SET balance = 130.00 WHERE id = 1;

-- Session B
UPDATE accounts SET balance = 120.00 WHERE id = 1;   -- blocks, waiting for A

-- Session A
COMMIT;                                      -- B's UPDATE now proceeds

-- Session B
COMMIT;                                      -- final balance: 120.00, not 150.00
\`\`\`

Both deposits "succeeded", but A's 30 has vanished. This is probably the most common concurrency bug in web applications, because read-modify-write is so natural in ORM code (\`account.balance += 30; account.save()\`). Often the simplest fix is to let the database do the arithmetic atomically:

\`\`\`sql runnable
UPDATE accounts SET balance = balance + 30 WHERE id = 1;
\`\`\`

In Read Committed, when this \`UPDATE\` has to wait for another transaction's lock on the row, it re-reads the *latest committed* version once the lock is released and applies \`+ 30\` to that. Two concurrent \`+ 30\` and \`+ 20\` updates correctly produce 150.

### Write skew

Write skew is subtler. Two transactions read overlapping data, make decisions based on it, and write to *different* rows, so neither blocks the other. Each write is fine alone; together they break an invariant. The classic example is an on-call rota that must always have at least one doctor on call:

\`\`\`sql
CREATE TABLE doctors (
    name    text PRIMARY KEY,
    on_call boolean NOT NULL
);
INSERT INTO doctors VALUES ('alice', true), ('bob', true);
\`\`\`

Both doctors try to go off call at the same time. The application checks that someone else is still on call before allowing it:

\`\`\`sql
-- Session A
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT count(*) FROM doctors WHERE on_call;   -- 2, so alice may leave

-- Session B
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT count(*) FROM doctors WHERE on_call;   -- 2, so bob may leave

-- Session A
UPDATE doctors SET on_call = false WHERE name = 'alice';

-- Session B
UPDATE doctors SET on_call = false WHERE name = 'bob';

-- Session A
COMMIT;

-- Session B
COMMIT;   -- succeeds: now nobody is on call
\`\`\`

Even Repeatable Read does not prevent this: each transaction saw a consistent snapshot and they updated different rows, so there was no write conflict to detect. No row-level constraint can express "at least one row must be true", which is why this anomaly is so easy to miss.

## Isolation levels in PostgreSQL

### The summary table

PostgreSQL implements three distinct levels. Here is what each allows in PostgreSQL specifically, which is stricter than the SQL standard requires:

| Anomaly | Read Committed | Repeatable Read | Serializable |
|---|---|---|---|
| Dirty read | not possible | not possible | not possible |
| Non-repeatable read | possible | not possible | not possible |
| Phantom read | possible | not possible | not possible |
| Lost update | possible | prevented by error | prevented by error |
| Write skew | possible | possible | prevented by error |

Set the level per transaction:

\`\`\`sql
BEGIN ISOLATION LEVEL SERIALIZABLE;
-- or, as the first statement after a plain BEGIN:
SET TRANSACTION ISOLATION LEVEL SERIALIZABLE;
\`\`\`

The default can also be changed per database or role via \`default_transaction_isolation\`.

### Read Committed

Each statement sees data committed before *that statement* began. It is the default because it is cheap and never raises serialisation errors. It suits self-contained statements, such as atomic \`UPDATE ... SET x = x + 1\` and \`INSERT ... ON CONFLICT\`, and code that takes explicit row locks. It is the wrong choice when you read data, decide in application code, and write based on that decision.

### Repeatable Read

The whole transaction sees one snapshot. A subtle point: the snapshot is taken at the transaction's **first statement**, not at \`BEGIN\`. Non-repeatable reads and phantoms disappear. If the transaction tries to update or delete a row that another transaction changed after the snapshot was taken, PostgreSQL refuses rather than silently overwriting. Rerunning the lost-update example at this level gives:

\`\`\`sql
-- Session A
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT balance FROM accounts WHERE id = 1;   -- 100.00

-- Session B
UPDATE accounts SET balance = 80 WHERE id = 1;

-- Session A
SELECT balance FROM accounts WHERE id = 1;   -- still 100.00
UPDATE accounts SET balance = balance - 10 WHERE id = 1;
-- ERROR:  could not serialize access due to concurrent update
\`\`\`

The error has SQLSTATE \`40001\` (\`serialization_failure\`); the correct response is to roll back and retry the whole transaction, which will then see B's change. Repeatable Read also suits reports whose several queries must agree with each other.

### Serializable

Serializable guarantees that concurrent transactions produce the same result as *some* one-at-a-time order. PostgreSQL implements it with Serializable Snapshot Isolation (SSI): Repeatable Read plus tracking of read/write dependencies, aborting a transaction when a dangerous pattern appears. Rerun the doctors example with \`BEGIN ISOLATION LEVEL SERIALIZABLE\` and the second commit fails:

\`\`\`sql
-- Session B
COMMIT;
-- ERROR:  could not serialize access due to read/write dependencies among transactions
-- DETAIL:  Reason code: Canceled on identification as a pivot, during commit attempt.
-- HINT:  The transaction might succeed if retried.
\`\`\`

Bob retries, sees that only one doctor is on call, and is refused by the application logic. The invariant holds.

Serializable is the easiest level to reason about, since each transaction can be written as if it ran alone, but you *must* handle retries and accept some overhead. It works best with short transactions, and the guarantee only covers transactions that all run at Serializable.

## Explicit locking

### SELECT ... FOR UPDATE

Sometimes you want to stay in Read Committed but protect a specific read-modify-write cycle. \`SELECT ... FOR UPDATE\` locks the selected rows as if they were being updated, so any other transaction trying to lock or modify them waits until you finish:

\`\`\`sql
BEGIN;
SELECT balance FROM accounts WHERE id = 1 FOR UPDATE;   -- other writers now wait
-- application checks the balance and decides
UPDATE accounts SET balance = balance - 30 WHERE id = 1;
COMMIT;
\`\`\`

This is *pessimistic* locking: assume conflict and prevent it up front. Two useful variants:

- \`FOR UPDATE NOWAIT\` raises an error immediately instead of waiting.
- \`FOR UPDATE SKIP LOCKED\` skips rows others have locked, which makes a simple, robust job queue: \`SELECT id FROM jobs WHERE status = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED\`.

Row locks bring the risk of **deadlocks**: A holds row 1 and wants row 2, while B holds row 2 and wants row 1. PostgreSQL detects this after \`deadlock_timeout\` (one second by default) and aborts one transaction with SQLSTATE \`40P01\`. Prevent it by always locking rows in a consistent order, such as ascending \`id\`.

Locks only protect rows that exist. In the doctors example, \`SELECT ... FROM doctors WHERE on_call FOR UPDATE\` would serialise the two requests, but no lock can cover a row inserted later.

### Optimistic concurrency with a version column

For edits that span minutes, such as a document open in a browser, you cannot hold a lock between page load and save. Use *optimistic* concurrency instead: assume no conflict, and detect one at write time.

\`\`\`sql
CREATE TABLE documents (
    id      integer PRIMARY KEY,
    body    text NOT NULL,
    version integer NOT NULL DEFAULT 1
);
\`\`\`

The client receives the version along with the data. When saving, it sends the version it started from, and the update only applies if nobody else has saved in the meantime:

\`\`\`sql
UPDATE documents
SET body = 'Hello, world', version = version + 1
WHERE id = 1 AND version = 1
RETURNING version;
\`\`\`

One returned row means success, and the client now holds version 2. No rows means someone else saved first: tell the user (HTTP \`409 Conflict\` fits) and let them reload or merge. The check and the write are one atomic statement, so this is safe even in Read Committed. Many ORMs support the pattern natively, such as SQLAlchemy's \`version_id_col\`.

## Retrying serialisation failures

### A retry loop in Python

Repeatable Read and Serializable trade waiting for errors, so the application must retry: retry the **whole transaction**, only on SQLSTATE \`40001\` (serialisation failure) or \`40P01\` (deadlock), with a capped number of attempts and jittered backoff so competitors do not collide again in lockstep. Here is a helper using psycopg 3:

\`\`\`python
import random
import time
from collections.abc import Callable
from decimal import Decimal

import psycopg
from psycopg import errors

RETRYABLE = (errors.SerializationFailure, errors.DeadlockDetected)  # 40001, 40P01


def run_in_transaction[T](
    conn: psycopg.Connection,
    work: Callable[[psycopg.Connection], T],
    max_attempts: int = 5,
) -> T:
    for attempt in range(1, max_attempts + 1):
        try:
            with conn.transaction():
                conn.execute("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE")
                return work(conn)
        except RETRYABLE:
            if attempt == max_attempts:
                raise
            time.sleep(random.uniform(0, 0.01 * 2**attempt))
    raise RuntimeError("unreachable")


def transfer(conn: psycopg.Connection, from_id: int, to_id: int, amount: Decimal) -> None:
    def work(conn: psycopg.Connection) -> None:
        row = conn.execute(
            "SELECT balance FROM accounts WHERE id = %s", (from_id,)
        ).fetchone()
        if row is None or row[0] < amount:
            raise ValueError("insufficient funds")
        conn.execute(
            "UPDATE accounts SET balance = balance - %s WHERE id = %s", (amount, from_id)
        )
        conn.execute(
            "UPDATE accounts SET balance = balance + %s WHERE id = %s", (amount, to_id)
        )

    run_in_transaction(conn, work)


with psycopg.connect("dbname=bank", autocommit=True) as conn:
    transfer(conn, 1, 2, Decimal("30.00"))
\`\`\`

\`conn.transaction()\` issues \`BEGIN\`, commits when the block exits normally and rolls back if an exception escapes. A serialisation failure can be raised by any statement *or by the commit itself*, which is why the \`try\` surrounds the whole \`with\` block. A \`ValueError\` from business logic is not retryable, so it rolls back the transaction and propagates immediately.

### Retry pitfalls

- **Side effects.** \`work\` may run several times, so never send emails, charge cards or publish messages inside it; do that after commit.
- **Stale inputs.** Re-read everything inside \`work\`; values read before the transaction began are not protected.
- **Hidden retries.** Make sure no ORM layer or pool swallows the exception or retries on its own.

## Advisory locks

### Application-defined locks

Sometimes what needs protecting is not a row: "only one worker may build the nightly report". **Advisory locks** are identified by a number of your choosing and mean whatever your application decides:

\`\`\`sql
BEGIN;
SELECT pg_try_advisory_xact_lock(4711) AS got_lock;
-- got_lock = true: we hold the lock, do the work
-- got_lock = false: another worker holds it, so end the transaction and exit
COMMIT;  -- a transaction-level lock is released automatically here
\`\`\`

Transaction-level locks (\`pg_advisory_xact_lock\`, \`pg_try_advisory_xact_lock\`) are released at commit or rollback. Session-level locks (\`pg_advisory_lock\`, \`pg_try_advisory_lock\`) last until \`pg_advisory_unlock\` or disconnection. Prefer the transaction-level form, especially behind a pooler such as PgBouncer in transaction mode, where a session-level lock can stay attached to a pooled connection another client later uses. The \`try\` variants return \`false\` instead of waiting.

## Keeping transactions short

### Why long transactions hurt

A transaction holds its row locks until it ends, so other writers may wait for as long as it stays open. Less obviously, an open transaction's snapshot stops \`VACUUM\` removing row versions that died after it started, *across the whole database*. A session left "idle in transaction" for hours causes bloat and slower queries everywhere.

- Never wait on anything slow inside a transaction: no HTTP calls, no user input. Gather inputs first, then open the transaction, write and commit.
- Set timeouts as a safety net:

\`\`\`sql
ALTER ROLE app_user SET idle_in_transaction_session_timeout = '60s';
ALTER ROLE app_user SET lock_timeout = '5s';
ALTER ROLE app_user SET statement_timeout = '30s';
\`\`\`

- Monitor for offenders:

\`\`\`sql
SELECT pid,
       state,
       now() - xact_start AS xact_age,
       left(query, 60)    AS query
FROM pg_stat_activity
WHERE xact_start IS NOT NULL
ORDER BY xact_start
LIMIT 10;
\`\`\`

Sessions with \`state = 'idle in transaction'\` and a large \`xact_age\` are the ones to investigate.

## Conclusion

Atomicity comes free; isolation is where you choose. Read Committed is fine for self-contained statements, so prefer atomic updates to read-modify-write in application code. When a decision depends on data you read, lock it with \`SELECT ... FOR UPDATE\`, detect conflicts with a version column, or use Repeatable Read or Serializable and retry on SQLSTATE \`40001\`. Only Serializable stops write skew, and it is the simplest to reason about if you build in retries from the start. And keep transactions short.
`;
