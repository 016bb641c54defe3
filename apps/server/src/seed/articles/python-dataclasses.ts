/** The body of 'Writing Clean Python with Dataclasses' (Markdown). */
export default `Most Python codebases are full of small classes whose only job is to hold a few related values: a point, a money amount, a configuration block. Writing \`__init__\`, \`__repr__\` and \`__eq__\` by hand for each is tedious and error-prone. The \`dataclasses\` module generates that boilerplate from type-annotated fields. This article covers the everyday features, the options that make dataclasses safer, and how they compare with \`NamedTuple\`, \`TypedDict\` and pydantic.

## Dataclass basics

### From boilerplate to one decorator

Here is a hand-written class:

\`\`\`python
class Product:
    def __init__(self, sku: str, name: str, price_pence: int) -> None:
        self.sku = sku
        self.name = name
        self.price_pence = price_pence

    def __repr__(self) -> str:
        return f"Product(sku={self.sku!r}, name={self.name!r}, price_pence={self.price_pence!r})"

    # ...and an __eq__ comparing all three fields
\`\`\`

And the dataclass equivalent, with all three methods generated:

\`\`\`python
from dataclasses import dataclass


@dataclass
class Product:
    sku: str
    name: str
    price_pence: int


p = Product("A-100", "Kettle", 2499)
print(p)  # Product(sku='A-100', name='Kettle', price_pence=2499)
print(p == Product("A-100", "Kettle", 2499))  # True
\`\`\`

The decorator reads the annotated fields in order. Type hints are *not* enforced at runtime: \`Product("A-100", "Kettle", "cheap")\` works fine, so use a type checker such as mypy or pyright to catch such mistakes.

### Defaults and \`field(default_factory=...)\`

Fields can have default values, but fields without defaults must come before those with them, just like function parameters:

\`\`\`python
from dataclasses import dataclass, field


@dataclass
class Order:
    customer: str
    items: list[str] = field(default_factory=list)
    notes: str = ""
    priority: int = 0
\`\`\`

Why not \`items: list[str] = []\`? A mutable default would be shared by every instance, the same trap as mutable default arguments. Dataclasses refuse it with \`ValueError: mutable default <class 'list'> for field items is not allowed: use default_factory\`. The factory is called afresh for each instance.

If you have many optional fields and do not want to worry about ordering, \`kw_only=True\` (Python 3.10+) makes every field keyword-only:

\`\`\`python
@dataclass(kw_only=True)
class Settings:
    debug: bool = False
    host: str
    port: int = 8000


s = Settings(host="localhost")
\`\`\`

## Safer dataclasses: frozen, slots and ordering

### Immutability with \`frozen=True\`

A frozen dataclass raises an error on attribute assignment and becomes hashable, so instances can be used as dict keys or set members:

\`\`\`python
from dataclasses import dataclass, FrozenInstanceError


@dataclass(frozen=True)
class Money:
    amount_pence: int
    currency: str = "GBP"


price = Money(1999)
try:
    price.amount_pence = 0
except FrozenInstanceError as exc:
    print("Cannot modify:", exc)

totals = {Money(100): "one pound"}
\`\`\`

Value objects like money, coordinates and identifiers are excellent candidates for freezing. Note that freezing is shallow: a frozen dataclass holding a list still lets you mutate the list. Prefer tuples or \`frozenset\` for collections inside frozen classes.

### Memory and speed with \`slots=True\`

\`slots=True\` (Python 3.10+) generates \`__slots__\`, so instances have no per-instance \`__dict__\`. They use less memory, attribute access is slightly faster, and typos in assignments fail loudly:

\`\`\`python
@dataclass(slots=True)
class Point:
    x: float
    y: float


p = Point(1.0, 2.0)
p.z = 3.0  # raises AttributeError: no such slot
\`\`\`

Combine the two, \`@dataclass(frozen=True, slots=True)\`, for compact immutable value objects.

### Ordering with \`order=True\`

By default dataclasses support only \`==\`. With \`order=True\` you also get \`<\`, \`<=\`, \`>\` and \`>=\`, which compare instances as if they were tuples of their fields, in declaration order:

\`\`\`python
@dataclass(order=True)
class Version:
    major: int
    minor: int
    patch: int = 0


print(sorted([Version(1, 10), Version(1, 2), Version(0, 9, 1)]))
# [Version(major=0, minor=9, patch=1), Version(major=1, minor=2, patch=0), Version(major=1, minor=10, patch=0)]
\`\`\`

Field order therefore matters. To exclude a field from comparisons (and equality), declare it with \`field(compare=False)\`.

## Validation and derived fields

### \`__post_init__\`

The generated \`__init__\` calls \`__post_init__\` if you define one. It is the natural place for validation and normalisation:

\`\`\`python
from dataclasses import dataclass, field


@dataclass
class Temperature:
    celsius: float

    def __post_init__(self) -> None:
        if self.celsius < -273.15:
            raise ValueError(f"below absolute zero: {self.celsius}")


@dataclass(frozen=True)
class Email:
    address: str
    domain: str = field(init=False)

    def __post_init__(self) -> None:
        normalised = self.address.strip().lower()
        if "@" not in normalised:
            raise ValueError(f"invalid email: {self.address!r}")
        # Frozen instances block normal assignment, so go via object.__setattr__
        object.__setattr__(self, "address", normalised)
        object.__setattr__(self, "domain", normalised.split("@", 1)[1])


e = Email("  Ada@Example.COM ")
print(e)  # Email(address='ada@example.com', domain='example.com')
\`\`\`

\`field(init=False)\` removes a field from the constructor signature, which suits values derived from others.

## Working with instances

### Copy-with-changes using \`replace()\`

Rather than mutating, especially with frozen classes, create a modified copy:

\`\`\`python
from dataclasses import replace

old = Money(1999)
discounted = replace(old, amount_pence=1499)
print(old, discounted)
# Money(amount_pence=1999, currency='GBP') Money(amount_pence=1499, currency='GBP')
\`\`\`

\`replace()\` calls \`__init__\`, so \`__post_init__\` validation runs again on the new instance. That is usually what you want. Fields declared with \`init=False\` cannot be passed to \`replace()\`; they are recomputed instead.

### Converting with \`asdict()\` and \`astuple()\`

\`asdict()\` recursively converts a dataclass, including nested dataclasses, lists and dicts of them, into plain dictionaries. This is handy for JSON serialisation:

\`\`\`python
import json
from dataclasses import asdict, dataclass


@dataclass
class Address:
    city: str
    postcode: str


@dataclass
class Customer:
    name: str
    address: Address


c = Customer("Ada", Address("London", "N1 9GU"))
print(json.dumps(asdict(c)))
# {"name": "Ada", "address": {"city": "London", "postcode": "N1 9GU"}}
\`\`\`

Be aware that \`asdict()\` deep-copies every value, which can be slow for large object graphs in hot paths. Types that JSON does not understand, such as \`datetime\` or \`Decimal\`, still need a custom encoder.

## Dataclasses versus the alternatives

### NamedTuple

\`typing.NamedTuple\` creates an immutable tuple subclass with named fields, supporting indexing and unpacking (\`x, y = point\`). The tuple behaviour is also the downside: a \`NamedTuple\` compares equal to a plain tuple with the same values. Choose it when tuple semantics are genuinely useful, such as returning several values from a function.

### TypedDict

\`TypedDict\` is purely a type-checking construct describing a dictionary's shape. At runtime the values are ordinary \`dict\` objects with no validation. It suits JSON payloads you pass through untouched, and gradually typing legacy code full of dicts.

### pydantic

pydantic models look similar but do something dataclasses do not: they validate and coerce data at runtime. \`"42"\` becomes \`42\` for an \`int\` field, and a bad value raises a detailed \`ValidationError\`. That makes pydantic the right choice at trust boundaries: HTTP request bodies, configuration files and third-party API responses. Inside your domain, where data is already valid, the standard-library dataclass is lighter, faster and has no dependency.

## When a plain class is better

Dataclasses are designed for classes that are *mostly data*. A regular class is often a better fit when:

- the object is mostly behaviour, such as a service, client or repository whose constructor takes collaborators rather than values;
- the constructor needs to do real work, like opening connections, or accepts arguments that do not map one-to-one onto attributes;
- you need strong encapsulation, with private state and invariants maintained across many methods;
- generated equality would be wrong, for example entities that should be compared by identity rather than by every field.

You can still use \`@dataclass(eq=False)\` or a custom \`__init__\` in some of these cases, but if you are switching off most of the generated methods, the decorator is no longer earning its keep.

## Summary

Reach for \`@dataclass\` whenever you write a class that mainly holds data. Use \`field(default_factory=...)\` for mutable defaults, \`frozen=True\` for value objects, \`slots=True\` for memory-efficient instances, and \`__post_init__\` for validation. Use \`replace()\` for copy-with-changes and \`asdict()\` for serialisation. Keep pydantic for untrusted input, \`TypedDict\` for typed dictionaries, and plain classes for objects defined by their behaviour rather than their fields.
`;
