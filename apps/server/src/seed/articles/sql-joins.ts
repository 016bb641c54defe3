/** The body of 'SQL Joins: A Visual Guide' (Markdown). */
export default `Joins are where SQL becomes a relational language, and where classic bugs live: rows that silently vanish, totals that double, and "customers without orders" queries that return nothing. In this guide we run every join type against two small PostgreSQL tables, showing the exact rows each returns, and then tackle the pitfalls.

## The sample data

### Creating the tables

One order is a guest checkout with no customer, and one customer has never ordered. Those unmatched rows make the differences between joins visible.

\`\`\`sql setup
CREATE TABLE customers (
    id          integer PRIMARY KEY,
    name        text NOT NULL,
    city        text NOT NULL,
    referred_by integer REFERENCES customers (id)
);

CREATE TABLE orders (
    id          integer PRIMARY KEY,
    customer_id integer REFERENCES customers (id),  -- NULL for guest checkouts
    amount      numeric(10, 2) NOT NULL,
    status      text NOT NULL
);

INSERT INTO customers (id, name, city, referred_by) VALUES
    (1, 'Alice', 'London',     NULL),
    (2, 'Bob',   'Manchester', 1),
    (3, 'Chloe', 'Leeds',      1),
    (4, 'Dan',   'London',     2);

INSERT INTO orders (id, customer_id, amount, status) VALUES
    (101, 1,    50.00, 'shipped'),
    (102, 1,    20.00, 'pending'),
    (103, 2,    75.00, 'shipped'),
    (104, 3,    15.00, 'cancelled'),
    (105, NULL, 30.00, 'shipped');
\`\`\`

Remember: **Dan** has no orders, and **order 105** has no customer.

Every query in this guide runs in your browser on these two tables: edit it and press **Run** (or Ctrl+Enter) to see its rows, and **Reset** to go back to the original. Each run starts from the tables above, so nothing you change sticks.

## The core join types

### INNER JOIN: only the matches

An inner join returns one row for every pair of rows where the \`ON\` condition is true. Anything without a partner disappears.

\`\`\`sql runnable
SELECT c.name, o.id AS order_id
FROM customers AS c
INNER JOIN orders AS o ON o.customer_id = c.id
ORDER BY c.name, o.id;
\`\`\`

\`\`\`sql
 name  | order_id
-------+----------
 Alice |      101
 Alice |      102
 Bob   |      103
 Chloe |      104
\`\`\`

Dan is missing because he has no orders; order 105 is missing because \`NULL = 1\` is never true. Alice appears twice: a join yields one row per *matching pair*, not per customer. Plain \`JOIN\` means \`INNER JOIN\`.

### LEFT JOIN: keep everything on the left

A left join keeps every row from the left-hand table, filling the right-hand columns with \`NULL\` where nothing matches.

\`\`\`sql runnable
SELECT c.name, o.id AS order_id
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
ORDER BY c.name, o.id;
\`\`\`

\`\`\`sql
 name  | order_id
-------+----------
 Alice |      101
 Alice |      102
 Bob   |      103
 Chloe |      104
 Dan   |
\`\`\`

Dan is back, with NULL order columns. This is the join for "every customer, with their orders if any".

### RIGHT JOIN: keep everything on the right

A right join is the mirror image. Replacing \`LEFT\` with \`RIGHT\` in the query above gives:

\`\`\`sql
 name  | order_id
-------+----------
 Alice |      101
 Alice |      102
 Bob   |      103
 Chloe |      104
       |      105
\`\`\`

The guest order appears with no name, and Dan is gone. Most teams avoid \`RIGHT JOIN\` and swap the table order instead, so the "main" table always comes first.

### FULL OUTER JOIN: keep everything

A full outer join keeps unmatched rows from *both* sides:

\`\`\`sql runnable
SELECT c.name, o.id AS order_id
FROM customers AS c
FULL OUTER JOIN orders AS o ON o.customer_id = c.id
ORDER BY c.name NULLS LAST, o.id;
\`\`\`

\`\`\`sql
 name  | order_id
-------+----------
 Alice |      101
 Alice |      102
 Bob   |      103
 Chloe |      104
 Dan   |
       |      105
\`\`\`

Full joins suit reconciliation jobs, such as comparing two exports.

| Join | Dan (no orders) | Order 105 (no customer) |
|------|-----------------|-------------------------|
| \`INNER\` | dropped | dropped |
| \`LEFT\` | kept | dropped |
| \`RIGHT\` | dropped | kept |
| \`FULL OUTER\` | kept | kept |

## Less common joins

### CROSS JOIN: every combination

A cross join pairs every left row with every right row. Here, a grid of London customers and T-shirt sizes:

\`\`\`sql runnable
SELECT c.name, s.size
FROM customers AS c
CROSS JOIN (VALUES (1, 'S'), (2, 'M'), (3, 'L')) AS s (sort_order, size)
WHERE c.city = 'London'
ORDER BY c.name, s.sort_order;
\`\`\`

This returns six rows: Alice with S, M and L, then Dan with the same. Beware the old comma syntax, \`FROM customers, orders\`: forget its \`WHERE\` condition and you get a cross join of every customer with every order.

### Self join: a table joined to itself

A self join uses one table twice under different aliases. To show who referred whom:

\`\`\`sql runnable
SELECT c.name AS customer, r.name AS referred_by
FROM customers AS c
LEFT JOIN customers AS r ON r.id = c.referred_by
ORDER BY c.id;
\`\`\`

\`\`\`sql
 customer | referred_by
----------+-------------
 Alice    |
 Bob      | Alice
 Chloe    | Alice
 Dan      | Bob
\`\`\`

The \`LEFT JOIN\` keeps Alice, whom nobody referred. The same pattern handles employee/manager hierarchies.

## Anti-joins: rows with no match

### LEFT JOIN ... IS NULL

"Which customers have never ordered?" is an anti-join. One approach is a left join that keeps only the NULL-padded rows:

\`\`\`sql runnable
SELECT c.name
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
WHERE o.customer_id IS NULL;
\`\`\`

\`\`\`sql
 name
------
 Dan
\`\`\`

Test the join column: a genuine match can never have NULL there, whereas another nullable column might be NULL in a real match and be mistaken for "no match". PostgreSQL recognises this shape and runs it as an anti-join.

### NOT EXISTS

The more direct way to say the same thing:

\`\`\`sql runnable
SELECT c.name
FROM customers AS c
WHERE NOT EXISTS (
    SELECT 1 FROM orders AS o WHERE o.customer_id = c.id
);
\`\`\`

It returns the same row, is always planned as an anti-join and cannot duplicate rows, so it is the form I recommend.

Avoid the tempting alternative \`WHERE c.id NOT IN (SELECT customer_id FROM orders)\`. It returns *no rows at all* here: order 105's NULL makes \`4 NOT IN (1, 2, 3, NULL)\` evaluate to NULL rather than true.

## Pitfalls with outer joins and aggregates

### Conditions in ON versus WHERE

For inner joins it makes no difference whether a filter sits in \`ON\` or \`WHERE\`; for left joins it matters. Suppose we want every customer with their *shipped* orders:

\`\`\`sql runnable
SELECT c.name, o.id AS order_id, o.status
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
WHERE o.status = 'shipped'
ORDER BY c.name, o.id;
\`\`\`

\`\`\`sql
 name  | order_id | status
-------+----------+---------
 Alice |      101 | shipped
 Bob   |      103 | shipped
\`\`\`

Chloe and Dan have vanished. \`WHERE\` runs *after* the join, and their rows have a NULL or non-matching status, so the left join has quietly become an inner join. Move the condition into \`ON\`, so it decides which orders *match* rather than which rows survive:

\`\`\`sql runnable
SELECT c.name, o.id AS order_id, o.status
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id AND o.status = 'shipped'
ORDER BY c.name, o.id;
\`\`\`

\`\`\`sql
 name  | order_id | status
-------+----------+---------
 Alice |      101 | shipped
 Bob   |      103 | shipped
 Chloe |          |
 Dan   |          |
\`\`\`

Rule of thumb: conditions on the optional side of a left join go in \`ON\`; conditions on the preserved side go in \`WHERE\`.

### Counting with joins

With a left join, \`count(*)\` reports one order for Dan, because it counts his NULL-padded row. Count a column from the optional table, such as \`count(o.id)\`, which ignores NULLs.

A bigger trap appears with two child tables. Add support tickets, two for Alice and one for Bob:

\`\`\`sql setup
CREATE TABLE tickets (
    id          integer PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers (id),
    subject     text NOT NULL
);

INSERT INTO tickets (id, customer_id, subject) VALUES
    (1, 1, 'Late delivery'),
    (2, 1, 'Wrong colour'),
    (3, 2, 'Refund request');
\`\`\`

Then count each customer's orders, spending and tickets in one go:

\`\`\`sql runnable
SELECT c.name,
       count(o.id)   AS orders,
       sum(o.amount) AS total_spent,
       count(t.id)   AS tickets
FROM customers AS c
LEFT JOIN orders  AS o ON o.customer_id = c.id
LEFT JOIN tickets AS t ON t.customer_id = c.id
GROUP BY c.id, c.name
ORDER BY c.name;
\`\`\`

\`\`\`sql
 name  | orders | total_spent | tickets
-------+--------+-------------+---------
 Alice |      4 |      140.00 |       4
 Bob   |      1 |       75.00 |       1
 Chloe |      1 |       15.00 |       0
 Dan   |      0 |             |       0
\`\`\`

Alice's figures are doubled: her 2 orders were joined to her 2 tickets, giving 2 × 2 = 4 rows before aggregation. \`count(DISTINCT ...)\` patches the counts but not the sum, since \`sum(DISTINCT amount)\` would merge different orders with equal amounts. The robust fix is to aggregate each child table *before* joining:

\`\`\`sql runnable
WITH order_totals AS (
    SELECT customer_id, count(*) AS orders, sum(amount) AS total_spent
    FROM orders
    GROUP BY customer_id
),
ticket_counts AS (
    SELECT customer_id, count(*) AS tickets
    FROM tickets
    GROUP BY customer_id
)
SELECT c.name,
       coalesce(ot.orders, 0)      AS orders,
       coalesce(ot.total_spent, 0) AS total_spent,
       coalesce(tc.tickets, 0)     AS tickets
FROM customers AS c
LEFT JOIN order_totals  AS ot ON ot.customer_id = c.id
LEFT JOIN ticket_counts AS tc ON tc.customer_id = c.id
ORDER BY c.name;
\`\`\`

Alice now correctly shows 2 orders, 70.00 spent and 2 tickets. Each CTE yields at most one row per customer, so nothing can multiply. As a sanity check, compare any joined total with the same total computed straight from the base table.

## Wrapping up

A join pairs up rows where the condition is true; the join type decides the fate of rows without a partner. Use \`NOT EXISTS\` for anti-joins, keep conditions on a left join's optional side in \`ON\`, count a non-null column rather than \`*\`, and pre-aggregate before joining several one-to-many tables.

\`\`\`quiz
? Which join keeps every row of the left table, matched or not?
- INNER JOIN
+ LEFT JOIN
  > A left join keeps each left row once at least, with NULLs on the right where nothing matched.
- CROSS JOIN
  > A cross join pairs every row with every row; it has no condition to keep or drop rows by.

? A left join from customers to orders counts orders with \`count(*)\`. What does a customer with no orders get?
- 0
  > \`count(*)\` counts rows, and the unmatched customer still has one row, with NULLs.
+ 1
  > The unmatched customer keeps one row (NULLs on the right), and \`count(*)\` counts it: count \`o.id\` instead.
- NULL

? Which of these find customers who never ordered?
+ \`NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)\`
  > An anti-join: it keeps the customers for whom no order row exists.
+ \`LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL\`
  > The left join keeps them with NULLs, and the WHERE keeps only those.
- \`INNER JOIN orders o ON o.customer_id = c.id\`
  > An inner join keeps only customers who have orders.
\`\`\`
`;
