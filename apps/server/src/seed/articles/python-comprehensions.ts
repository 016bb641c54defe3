/** The body of 'Python List Comprehensions and Generators' (Markdown). */
export default `Comprehensions and generators are two of the features that make Python code feel like Python. Used well, they turn five-line loops into one readable expression and let you process files far larger than your memory. Used badly, they produce dense one-liners nobody wants to review. This tutorial covers list, dict and set comprehensions, where their readability runs out, and then generator expressions, \`yield\`, lazy pipelines and the most useful corners of \`itertools\`.

## Comprehensions: the basics

A comprehension builds a new collection from an iterable in a single expression: \`[expression for item in iterable if condition]\`.

### List comprehensions

Here is the classic loop-and-append pattern and its comprehension equivalent:

\`\`\`python
squares = []
for n in range(10):
    squares.append(n * n)

squares = [n * n for n in range(10)]
\`\`\`

The comprehension states the intent directly, "a list of \`n * n\` for each \`n\`", and is slightly faster because it avoids looking up and calling \`append\` on every iteration.

### Filtering with \`if\`

A trailing \`if\` clause keeps only some items:

\`\`\`python
words = ["apple", "Banana", "cherry", "Date"]
capitalised = [w for w in words if w[0].isupper()]
# ['Banana', 'Date']
\`\`\`

Do not confuse the filter with a conditional *expression*, which transforms every item instead of dropping some, and goes at the front:

\`\`\`python
labels = ["even" if n % 2 == 0 else "odd" for n in range(4)]
# ['even', 'odd', 'even', 'odd']
\`\`\`

### Dict and set comprehensions

The same syntax works with braces. A colon makes a dict comprehension; without one, you get a set.

\`\`\`python
prices = {"apple": 0.40, "banana": 0.25, "cherry": 3.10}
with_vat = {name: round(price * 1.2, 2) for name, price in prices.items()}

files = ["a.py", "b.txt", "c.py", "d.md"]
extensions = {f.rsplit(".", 1)[-1] for f in files}
# {'py', 'txt', 'md'}
\`\`\`

Note that \`{}\` on its own is an empty dict; use \`set()\` for an empty set.

## Nested loops and readability limits

### Multiple \`for\` clauses

A comprehension can contain several \`for\` clauses. They read left to right, in the same order as nested loops:

\`\`\`python
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]

flat = [cell for row in matrix for cell in row]
# [1, 2, 3, 4, 5, 6, 7, 8, 9]

transposed = [[row[i] for row in matrix] for i in range(3)]
# [[1, 4, 7], [2, 5, 8], [3, 6, 9]]
\`\`\`

The first flattens; the second, a comprehension *inside* a comprehension, builds a nested structure.

### When to stop

A good rule: if a comprehension needs more than two \`for\` clauses or more than one condition, or you have to read it twice, write a loop. Compare:

\`\`\`python
pairs = [(a, b) for a in range(10) if a % 2 for b in range(a) if (a + b) % 3 == 0]

pairs = []
for a in range(1, 10, 2):
    for b in range(a):
        if (a + b) % 3 == 0:
            pairs.append((a, b))
\`\`\`

Also avoid comprehensions used only for side effects, such as \`[print(x) for x in items]\`. That builds a throwaway list of \`None\` values; a plain \`for\` loop is the right tool.

## Generator expressions and laziness

### Parentheses instead of brackets

Swap square brackets for parentheses and you get a generator expression. Rather than building the whole result up front, it produces values one at a time, on demand:

\`\`\`python
squares = (n * n for n in range(5))  # nothing computed yet

print(next(squares))  # 0
print(list(squares))  # [1, 4, 9, 16]  (the rest)
print(list(squares))  # []  (exhausted)
\`\`\`

That last line shows the most common generator pitfall: a generator can be consumed only once. If you need two passes, build a list or recreate the generator.

When a generator expression is a function's only argument, the extra parentheses can go:

\`\`\`python
total = sum(n * n for n in range(1_000_000))
has_negative = any(x < 0 for x in [3, 1, -4, 1])
\`\`\`

\`any()\` and \`all()\` also short-circuit, stopping as soon as the answer is known.

### Memory comparison

The difference in memory is dramatic. On CPython 3.12:

\`\`\`python
import sys

as_list = [n * n for n in range(1_000_000)]
as_gen = (n * n for n in range(1_000_000))

print(sys.getsizeof(as_list))  # about 8.4 MB, and that excludes the int objects
print(sys.getsizeof(as_gen))   # about 200 bytes, whatever the range size
\`\`\`

## Writing generators with \`yield\`

### Generator functions

When the logic does not fit in an expression, write a function that uses \`yield\`. Calling it returns a generator; the body runs only as values are requested, pausing at each \`yield\`:

\`\`\`python
def countdown(start: int):
    while start > 0:
        yield start
        start -= 1

print(list(countdown(3)))  # [3, 2, 1]
\`\`\`

### Pipelines for large files

Generators shine when chained into pipelines. Each stage takes an iterable and yields transformed items, so only one line is in memory at a time, even for a multi-gigabyte log:

\`\`\`python
from collections.abc import Iterable, Iterator


def read_lines(path: str) -> Iterator[str]:
    with open(path, encoding="utf-8") as f:
        for line in f:
            yield line.rstrip("\\n")


def only_errors(lines: Iterable[str]) -> Iterator[str]:
    return (line for line in lines if " ERROR " in line)


def extract_message(lines: Iterable[str]) -> Iterator[str]:
    for line in lines:
        yield line.partition(" ERROR ")[2]


for message in extract_message(only_errors(read_lines("app.log"))):
    print(message)
\`\`\`

Nothing is read until the final loop pulls values. One caveat: the file stays open until the generator is exhausted or garbage-collected, so consume pipelines fully or keep them short-lived.

## itertools highlights

### islice: take part of an iterator

Generators do not support \`[:10]\`, but \`islice\` does the same lazily, which is perfect for peeking at a pipeline:

\`\`\`python
from itertools import islice

first_five = list(islice(only_errors(read_lines("app.log")), 5))
\`\`\`

### chain: join iterables end to end

\`\`\`python
from itertools import chain

print(list(chain([1, 2], (3, 4), range(5, 7))))  # [1, 2, 3, 4, 5, 6]
print(list(chain.from_iterable([[1, 2], [3], [4, 5]])))  # [1, 2, 3, 4, 5]
\`\`\`

### groupby: group consecutive items

\`groupby\` groups *consecutive* items with the same key. If the input is not sorted by that key, equal keys land in separate groups, which catches many people out:

\`\`\`python
from itertools import groupby

orders = [
    {"customer": "alice", "total": 20},
    {"customer": "bob", "total": 15},
    {"customer": "alice", "total": 5},
]

key = lambda o: o["customer"]
for customer, group in groupby(sorted(orders, key=key), key=key):
    print(customer, sum(o["total"] for o in group))
# alice 25
# bob 15
\`\`\`

Each \`group\` is a lazy iterator tied to the parent, so consume it before moving on to the next group.

## Wrapping up

Use a comprehension to build a list, dict or set with a simple transformation or filter, and switch to a loop once it stops being obvious at a glance. Use a generator expression or a \`yield\` function when you iterate once, when the data is large, or when you want a pipeline of small, testable stages. Remember that generators are single-use and that \`groupby\` needs sorted input, and you will avoid the two bugs that bite most often.
`;
