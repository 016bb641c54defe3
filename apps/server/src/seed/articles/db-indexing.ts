/** The body of 'Database Indexing: How B-Trees Make Queries Fast' (Markdown). */
export default `Almost every "why is this query slow?" conversation ends up at indexes. The right one turns a multi-second query into a sub-millisecond one; the wrong ones slow down every write and waste gigabytes of disk. To choose well you need a mental model of what an index is and a way to check what the database does with it. This article builds both: how PostgreSQL lays out a B-tree, why lookups stay fast as tables grow, how to read \`EXPLAIN ANALYZE\`, and how to design composite, partial, expression and covering indexes. Every plan shown was produced by PostgreSQL 15 on a five-million-row table (with JIT and some planning lines trimmed).

## The sample data

### A table worth indexing

Indexes only matter once tables are large, so let's generate 100,000 customers and 5 million orders spread over two years:

\`\`\`sql
CREATE TABLE customers (
    id    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email text NOT NULL,
    name  text NOT NULL
);

INSERT INTO customers (email, name)
SELECT 'User' || g || '@Example.com', 'Customer ' || g
FROM generate_series(1, 100000) AS g;

CREATE TABLE orders (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    customer_id integer NOT NULL,
    status      text NOT NULL,
    total       numeric(10, 2) NOT NULL,
    created_at  timestamptz NOT NULL
);

INSERT INTO orders (customer_id, status, total, created_at)
SELECT 1 + floor(random() * 100000)::int,
       CASE WHEN random() < 0.01 THEN 'pending'
            WHEN random() < 0.05 THEN 'cancelled'
            ELSE 'shipped' END,
       round((random() * 200)::numeric, 2),
       timestamptz '2023-01-01' + random() * interval '730 days'
FROM generate_series(1, 5000000);

VACUUM ANALYZE customers;
VACUUM ANALYZE orders;
\`\`\`

\`orders\` takes about 326 MB. Roughly 1% of orders are pending, 5% cancelled and 94% shipped, which will matter later. \`VACUUM ANALYZE\` gathers the statistics the planner relies on and builds the visibility map used by index-only scans.

### The problem: reading everything

Without an index on \`customer_id\`, finding one customer's orders means reading the whole table. (To keep plans simple I ran \`SET max_parallel_workers_per_gather = 0\`; otherwise you would see a \`Parallel Seq Scan\` under a \`Gather\` node.)

\`\`\`sql
EXPLAIN ANALYZE
SELECT * FROM orders WHERE customer_id = 4242;
\`\`\`

\`\`\`sql
 Seq Scan on orders  (cost=0.00..104166.80 rows=51 width=34) (actual time=4.613..211.376 rows=46 loops=1)
   Filter: (customer_id = 4242)
   Rows Removed by Filter: 4999954
 Planning Time: 0.051 ms
 Execution Time: 227.583 ms
\`\`\`

Five million rows examined to return 46. A large \`Rows Removed by Filter\` is the signature of a missing index.

## How a B-tree is laid out

### Pages and fan-out

PostgreSQL stores tables and indexes in 8 kB **pages**. The table itself, the *heap*, is an unordered pile of pages. A B-tree index is a separate structure of pages that keeps keys sorted:

- **Leaf pages** hold entries made of a key and a pointer (a *TID*: page number plus slot) to the row in the heap. Each leaf is linked to its neighbours, so a range of keys can be walked in order.
- **Internal pages** hold separator keys and pointers to child pages: "keys from here up to the next separator live under this child".
- A single **root page** sits at the top.

An internal entry for an integer key takes only around 16 to 20 bytes, so one page can point to hundreds of children. That number is the **fan-out**, and it is why B-trees are so shallow.

### Depth and O(log n)

With a fan-out of about 300, one level of internal pages addresses 300 leaves, two levels 90,000 and three 27 million, each leaf holding hundreds of keys. Depth grows with the logarithm of the row count, so going from five million rows to five billion adds perhaps one level. The \`pageinspect\` extension shows the real depth:

\`\`\`sql
CREATE EXTENSION IF NOT EXISTS pageinspect;
CREATE INDEX orders_customer_id_idx ON orders (customer_id);

SELECT level FROM bt_metap('orders_customer_id_idx');
\`\`\`

\`\`\`sql
 level
-------
     2
\`\`\`

The root is at level 2 and leaves at level 0: three levels. Finding \`customer_id = 4242\` reads the root, one internal page and one leaf, instead of some 40,000 heap pages. The upper levels are shared by every lookup, so they nearly always sit in memory.

Two more facts are worth knowing. Since PostgreSQL 13, B-trees *deduplicate* repeated keys, which is why this non-unique index is 34 MB while the primary key index is 107 MB. And because leaves are sorted and linked, one B-tree serves equality, ranges (\`<\`, \`BETWEEN\`), prefix matches (\`LIKE 'abc%'\`, given a suitable collation or operator class) and \`ORDER BY\`.

## Reading EXPLAIN output

### EXPLAIN versus EXPLAIN ANALYZE

\`EXPLAIN\` shows the plan the optimiser *intends* to use, with estimates. \`EXPLAIN ANALYZE\` runs the query and adds real timings and row counts, and \`BUFFERS\` adds the number of pages touched. Because \`ANALYZE\` really executes the statement, wrap data-modifying queries in a transaction you roll back:

\`\`\`sql
BEGIN;
EXPLAIN (ANALYZE, BUFFERS) DELETE FROM orders WHERE created_at < '2023-02-01';
ROLLBACK;
\`\`\`

### The numbers on each node

A plan is a tree; read it from the most indented node outwards. Each node line looks like this:

\`\`\`sql
 Index Scan using orders_pkey on orders  (cost=0.43..8.45 rows=1 width=34) (actual time=0.032..0.032 rows=1 loops=1)
\`\`\`

- \`cost=0.43..8.45\`: estimated startup and total cost, in units where reading one page sequentially costs 1.0.
- \`rows=1 width=34\`: estimated row count and average row width in bytes.
- \`actual time=0.032..0.032\`: real milliseconds to the first and last row.
- \`rows=1 loops=1\`: real rows *per loop*; multiply by \`loops\` for the total.

The most valuable check is estimated versus actual \`rows\`. When they differ by orders of magnitude, the planner is working from bad statistics and a bad plan usually follows; running \`ANALYZE\` on the table is the first fix to try.

## The four scan types

### Sequential scan

A \`Seq Scan\` reads every page in physical order, as we saw above. It is not inherently bad: sequential I/O is efficient, and for queries returning a large share of the table it is the fastest option.

### Index scan

An \`Index Scan\` descends the tree, then fetches each matching row from the heap. A primary key lookup is the classic case:

\`\`\`sql
EXPLAIN ANALYZE SELECT * FROM orders WHERE id = 123456;
\`\`\`

\`\`\`sql
 Index Scan using orders_pkey on orders  (cost=0.43..8.45 rows=1 width=34) (actual time=0.032..0.032 rows=1 loops=1)
   Index Cond: (id = 123456)
 Execution Time: 0.048 ms
\`\`\`

\`Index Cond\` is the condition used to navigate the tree. Each heap fetch can be a random page read, so index scans suit a handful of rows and become expensive when many match.

### Bitmap scan

With the new \`customer_id\` index, our earlier query now runs like this (with \`BUFFERS\`):

\`\`\`sql
 Bitmap Heap Scan on orders  (cost=4.83..204.11 rows=51 width=34) (actual time=0.021..0.281 rows=46 loops=1)
   Recheck Cond: (customer_id = 4242)
   Heap Blocks: exact=46
   Buffers: shared hit=17 read=32
   ->  Bitmap Index Scan on orders_customer_id_idx  (cost=0.00..4.82 rows=51 width=0) (actual time=0.012..0.012 rows=46 loops=1)
         Index Cond: (customer_id = 4242)
         Buffers: shared hit=1 read=2
 Execution Time: 0.304 ms
\`\`\`

From 227 ms to 0.3 ms. The \`Bitmap Index Scan\` collects matching row locations into an in-memory bitmap; the \`Bitmap Heap Scan\` then visits those heap pages in physical order, each once. That suits medium-sized result sets where a plain index scan would jump around the heap, and bitmaps from several indexes can be combined with \`BitmapAnd\` and \`BitmapOr\`. \`Recheck Cond\` is applied if the bitmap becomes "lossy", tracking whole pages rather than rows, under memory pressure.

### Index-only scan

If every column the query needs is in the index, PostgreSQL can skip the heap:

\`\`\`sql
EXPLAIN (ANALYZE, BUFFERS)
SELECT count(*) FROM orders WHERE customer_id = 4242;
\`\`\`

\`\`\`sql
 Aggregate  (cost=5.45..5.46 rows=1 width=8) (actual time=0.024..0.024 rows=1 loops=1)
   Buffers: shared hit=5
   ->  Index Only Scan using orders_customer_id_idx on orders  (cost=0.43..5.33 rows=51 width=0) (actual time=0.012..0.019 rows=46 loops=1)
         Index Cond: (customer_id = 4242)
         Heap Fetches: 0
         Buffers: shared hit=5
\`\`\`

Five buffers instead of about fifty. The catch: indexes do not store row visibility, so PostgreSQL consults the *visibility map* to check that each heap page is "all visible". \`Heap Fetches: 0\` means it never needed the heap. On heavily modified tables the map goes stale and heap fetches climb, which is one reason healthy autovacuum matters.

## Composite indexes

### Column order and the leftmost prefix

A composite index sorts by its first column, then by the second within equal first values, like a phone book sorted by surname then first name:

\`\`\`sql
CREATE INDEX orders_customer_created_idx ON orders (customer_id, created_at);
\`\`\`

This serves conditions on \`customer_id\` alone, or on \`customer_id\` and \`created_at\` together. It is little help for \`created_at\` alone, just as a phone book cannot find everyone called "Sarah". This is the **leftmost prefix** rule:

\`\`\`sql
EXPLAIN ANALYZE
SELECT count(*) FROM orders
WHERE created_at >= '2024-06-01' AND created_at < '2024-06-02';
\`\`\`

\`\`\`sql
 Aggregate  (cost=116683.53..116683.54 rows=1 width=8) (actual time=440.357..440.359 rows=1 loops=1)
   ->  Seq Scan on orders  (cost=0.00..116667.00 rows=6611 width=0) (actual time=2.073..439.731 rows=6917 loops=1)
         Filter: ((created_at >= '2024-06-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2024-06-02 00:00:00+00'::timestamp with time zone))
         Rows Removed by Filter: 4993083
\`\`\`

PostgreSQL 18 added *skip scan*, which can use a composite index when the leading column has few distinct values, but with 100,000 customers a separate \`created_at\` index is still the answer.

The rule for ordering columns: **equality columns first**, then the column used for a **range or sort**. \`(customer_id, created_at)\` serves \`WHERE customer_id = ? AND created_at > ?\` perfectly; \`(created_at, customer_id)\` would scan every entry in the date range and test the customer on each.

### Sort order and ORDER BY ... LIMIT

Because entries are stored sorted, an index can satisfy \`ORDER BY\` without a sort, which is powerful with \`LIMIT\`. Take this query:

\`\`\`sql
EXPLAIN ANALYZE
SELECT id, total, created_at FROM orders
WHERE customer_id = 4242
ORDER BY created_at DESC
LIMIT 10;
\`\`\`

With only the single-column index, every order for the customer is fetched and sorted just to keep ten:

\`\`\`sql
 Limit  (cost=205.21..205.24 rows=10 width=22) (actual time=0.655..0.657 rows=10 loops=1)
   ->  Sort  (cost=205.21..205.34 rows=51 width=22) (actual time=0.654..0.655 rows=10 loops=1)
         Sort Key: created_at DESC
         Sort Method: top-N heapsort  Memory: 26kB
         ->  Bitmap Heap Scan on orders  (cost=4.83..204.11 rows=51 width=22) (actual time=0.049..0.524 rows=46 loops=1)
\`\`\`

With the composite index, there is no sort node. PostgreSQL walks the index backwards and stops after ten rows:

\`\`\`sql
 Limit  (cost=0.43..41.39 rows=10 width=22) (actual time=0.025..0.043 rows=10 loops=1)
   ->  Index Scan Backward using orders_customer_created_idx on orders  (cost=0.43..209.32 rows=51 width=22) (actual time=0.024..0.041 rows=10 loops=1)
         Index Cond: (customer_id = 4242)
\`\`\`

For 46 orders the gain is modest; for a customer with 100,000 orders it is milliseconds versus seconds. B-trees can be read in either direction, so you only need explicit directions, such as \`(customer_id, created_at DESC, id)\`, when one query mixes \`ASC\` and \`DESC\` across columns.

## Specialised indexes

### Partial indexes

A partial index contains only rows matching a \`WHERE\` clause. If the application constantly queries the 1% of pending orders, index just those:

\`\`\`sql
CREATE INDEX orders_pending_created_idx
    ON orders (created_at)
    WHERE status = 'pending';

EXPLAIN ANALYZE
SELECT id, customer_id, created_at FROM orders
WHERE status = 'pending'
ORDER BY created_at
LIMIT 50;
\`\`\`

\`\`\`sql
 Limit  (cost=0.29..131.13 rows=50 width=20) (actual time=0.016..0.221 rows=50 loops=1)
   ->  Index Scan using orders_pending_created_idx on orders  (cost=0.29..118626.58 rows=45333 width=20) (actual time=0.015..0.217 rows=50 loops=1)
\`\`\`

The index is about 1 MB rather than the 100 MB or so a full \`created_at\` index needs, and inserting shipped orders never touches it. The planner uses it only when it can prove the query's \`WHERE\` implies the index predicate: a literal \`status = 'pending'\` works, but a prepared \`status = $1\` may not once a generic plan is used.

### Expression indexes

An index on \`email\` cannot help a query on \`lower(email)\`, because it stores the original values:

\`\`\`sql
CREATE INDEX customers_email_idx ON customers (email);

EXPLAIN ANALYZE
SELECT * FROM customers WHERE lower(email) = 'user4242@example.com';
\`\`\`

\`\`\`sql
 Seq Scan on customers  (cost=0.00..2425.00 rows=500 width=39) (actual time=1.002..22.345 rows=1 loops=1)
   Filter: (lower(email) = 'user4242@example.com'::text)
   Rows Removed by Filter: 99999
\`\`\`

Index the expression itself, then \`ANALYZE\` so the planner gathers statistics on it:

\`\`\`sql
CREATE INDEX customers_email_lower_idx ON customers (lower(email));
ANALYZE customers;
\`\`\`

\`\`\`sql
 Index Scan using customers_email_lower_idx on customers  (cost=0.42..8.44 rows=1 width=39) (actual time=0.011..0.012 rows=1 loops=1)
   Index Cond: (lower(email) = 'user4242@example.com'::text)
\`\`\`

Queries must use exactly the indexed expression, and its functions must be \`IMMUTABLE\`. For example, \`created_at::date\` on a \`timestamptz\` is rejected because the result depends on the session time zone, whereas \`(created_at AT TIME ZONE 'UTC')::date\` is accepted.

### Covering indexes with INCLUDE

Our "latest ten orders" query reads \`total\`, which is not in the index, so each row is fetched from the heap. \`INCLUDE\` stores extra non-key columns in the leaf entries, enabling an index-only scan:

\`\`\`sql
DROP INDEX orders_customer_created_idx;
CREATE INDEX orders_customer_created_idx
    ON orders (customer_id, created_at) INCLUDE (total);
\`\`\`

\`\`\`sql
 Limit  (cost=0.43..1.39 rows=10 width=14) (actual time=0.151..0.153 rows=10 loops=1)
   ->  Index Only Scan Backward using orders_customer_created_idx on orders  (cost=0.43..5.33 rows=51 width=14) (actual time=0.150..0.151 rows=10 loops=1)
         Index Cond: (customer_id = 4242)
         Heap Fetches: 0
\`\`\`

(This plan is for the same query selecting only \`created_at\` and \`total\`.) Included columns are not part of the sort order and cannot be searched on. The trade-off is size: this index is 193 MB, partly because indexes with \`INCLUDE\` columns never deduplicate. Cover your hottest queries, not every column you can think of.

## Selectivity: when the planner ignores your index

### Why a good index goes unused

**Selectivity** is the fraction of rows a condition matches, and the planner estimates it from statistics. With a plain index on \`status\`:

\`\`\`sql
CREATE INDEX orders_status_idx ON orders (status);

EXPLAIN SELECT * FROM orders WHERE status = 'shipped';
EXPLAIN SELECT * FROM orders WHERE status = 'pending';
\`\`\`

\`\`\`sql
 Seq Scan on orders  (cost=0.00..104167.00 rows=4706000 width=34)
   Filter: (status = 'shipped'::text)

 Index Scan using orders_status_idx on orders  (cost=0.43..26024.95 rows=45333 width=34)
   Index Cond: (status = 'pending'::text)
\`\`\`

94% of rows are shipped; fetching them through the index would mean millions of random heap reads, so a sequential scan is correct. For 1% pending, the index wins. Low-cardinality columns such as booleans and statuses rarely deserve a plain index; our partial index already serves the rare value, so this one can go:

\`\`\`sql
DROP INDEX orders_status_idx;
\`\`\`

If the planner ignores an index you expected it to use, check: are row estimates accurate (run \`ANALYZE\`)? Does the query match the index (leftmost prefix, exact expression, no function wrapped around the column, matching types)? Is the condition selective? Cost settings matter too: on SSDs, lowering \`random_page_cost\` from its default of 4.0 to around 1.1 is common.

## Indexes are not free

### The cost of writes

Every index must be maintained on every insert and update, and cleaned up by vacuum after deletes. As an illustration, on my test machine inserting one million rows into an unindexed copy of \`orders\` took 0.35 seconds; with a primary key and four secondary indexes it took 6.6 seconds. Indexes also consume disk and compete for buffer cache.

There is a subtler cost. PostgreSQL's *HOT* (heap-only tuple) updates skip index maintenance entirely, but only when no indexed column changes and the new row version fits on the same page. Indexing a frequently updated column such as \`last_seen_at\` makes every such update more expensive.

### Finding unused indexes

PostgreSQL counts scans per index. This lists non-unique indexes unused since statistics were last reset, largest first:

\`\`\`sql
SELECT s.relname AS table_name,
       s.indexrelname AS index_name,
       s.idx_scan,
       pg_size_pretty(pg_relation_size(s.indexrelid)) AS index_size
FROM pg_stat_user_indexes AS s
JOIN pg_index AS i ON i.indexrelid = s.indexrelid
WHERE s.idx_scan = 0
  AND NOT i.indisunique
ORDER BY pg_relation_size(s.indexrelid) DESC;
\`\`\`

\`\`\`sql
 table_name |     index_name      | idx_scan | index_size
------------+---------------------+----------+------------
 customers  | customers_email_idx |        0 | 3992 kB
\`\`\`

Our plain \`email\` index was never used, since lookups go through \`lower(email)\`. Before dropping anything, remember that unique indexes enforce constraints even if never scanned (hence the filter), that statistics are per server so an index used only on a read replica shows zero on the primary, and that the counters must cover rare jobs such as month-end reports. PostgreSQL 16 and later also record \`last_idx_scan\`, which helps.

### Changing indexes safely

A plain \`CREATE INDEX\` blocks writes for the whole build. On busy tables, use the concurrent variants, which take longer and cannot run inside a transaction block:

\`\`\`sql
CREATE INDEX CONCURRENTLY orders_created_at_idx ON orders (created_at);
DROP INDEX CONCURRENTLY customers_email_idx;
\`\`\`

A failed concurrent build leaves an \`INVALID\` index behind; drop it and try again.

## Conclusion

A B-tree is a shallow, sorted tree of 8 kB pages whose high fan-out keeps lookups to a few page reads, whether the table holds thousands of rows or billions. Use \`EXPLAIN (ANALYZE, BUFFERS)\` to see the chosen scan and compare estimated with actual rows. Put equality columns first and range or sort columns last in composite indexes, reach for partial, expression and covering indexes when queries call for them, and remember that selectivity decides whether an index pays off. Finally, treat every index as a cost as well as a benefit: measure, drop the unused ones, and build new ones concurrently.
`;
