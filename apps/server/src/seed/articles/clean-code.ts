/** The body of 'Clean Code: Naming, Functions and Structure' (Markdown). */
export default `Code is read far more often than it's written. You write a function once, but you and your colleagues will read it dozens of times: while debugging, reviewing, or adding a feature six months later when nobody remembers why it works. Clean code isn't elegance for its own sake; it lowers the cost of every one of those readings. This article covers naming, function design, comments, error handling and module structure, then combines them in a step-by-step refactoring of a realistic TypeScript function.

## Naming

### Names that reveal intent

A good name answers three questions: why does this exist, what does it do, and how is it used? If a name needs a comment to explain it, it's the wrong name.

\`\`\`ts
// Before
const d = 86_400_000;
const list = users.filter((u) => u.f && Date.now() - u.l < d * 30);

// After
const MS_PER_DAY = 86_400_000;
const ACTIVE_WINDOW_DAYS = 30;

const activeSubscribers = users.filter(
  (user) =>
    user.isSubscribed &&
    Date.now() - user.lastLoginAt < ACTIVE_WINDOW_DAYS * MS_PER_DAY,
);
\`\`\`

The logic is the same, but only the second version can be understood without reverse-engineering it.

Scope should guide length. A loop index that lives for two lines can be \`i\`; an export used across the codebase deserves a full, descriptive name.

### Avoid noise words and encodings

Words like \`Data\`, \`Info\`, \`Manager\`, \`Helper\` and \`Object\` usually add length without adding meaning. What is the difference between \`UserData\`, \`UserInfo\` and \`UserDetails\`? If you can't say, neither can the next reader. Pick a name that states what the thing actually is: \`UserProfile\`, \`UserCredentials\`, \`UserPreferences\`.

Type encodings such as \`strName\` and \`arrItems\` duplicate what the type system already says, and become lies when the type changes.

Booleans read best as predicates: \`isVisible\`, \`hasPermission\`, \`canRetry\`, \`shouldNotify\`. Then \`if (user.hasPermission)\` reads like a sentence. Avoid negatives such as \`isNotDisabled\`, because \`!isNotDisabled\` forces the reader to untangle a double negative.

### One word per concept

If one service uses \`fetchUser\`, another \`getAccount\` and a third \`retrieveOrder\`, readers will wonder whether the verbs mean different things. Choose a vocabulary and stick to it across the codebase. A common convention is:

- \`get\` for cheap, synchronous access that can't fail in interesting ways;
- \`find\` for lookups that may return nothing (\`findUserByEmail\` returns \`User | undefined\`);
- \`fetch\` or \`load\` for anything that goes over the network or to a database.

Equally, use the language of your domain. If the business calls them "bookings", don't call them \`reservations\` in the code: every translation between how the team talks and how the code reads is a small tax on everyone.

## Functions

### Small, and doing one thing

A function should do one thing, do it well, and do only that. A useful test: can you describe what it does without using the word "and"? \`validateAndSaveUserAndSendEmail\` fails the test by name alone.

Smallness isn't the goal in itself. You want functions whose name tells you enough to trust the call without reading the body.

### One level of abstraction

Mixing high-level intent with low-level detail in the same function forces readers to switch mental gears on every line:

\`\`\`ts
async function publishArticle(article: Article): Promise<void> {
  assertReadyToPublish(article);
  const published = await articles.markPublished(article.id, new Date());
  await searchIndex.add(published);
  await notifySubscribers(published);
}
\`\`\`

Every line is a step at the same level; the details of what "ready to publish" means live one level down, behind names. The function reads like a table of contents.

### Early returns

Deep nesting hides the main path of a function. Guard clauses deal with the special cases first and get out of the way:

\`\`\`ts
// Before
function shippingCost(order: Order): number {
  if (order.items.length > 0) {
    if (!order.isCollection) {
      if (order.total < FREE_SHIPPING_THRESHOLD) {
        return STANDARD_SHIPPING;
      } else {
        return 0;
      }
    } else {
      return 0;
    }
  } else {
    throw new Error("Cannot ship an empty order");
  }
}

// After
function shippingCost(order: Order): number {
  if (order.items.length === 0) throw new Error("Cannot ship an empty order");
  if (order.isCollection) return 0;
  if (order.total >= FREE_SHIPPING_THRESHOLD) return 0;
  return STANDARD_SHIPPING;
}
\`\`\`

The second version is a flat list of rules, each of which can be read and checked on its own.

### Few arguments

Every argument is something the reader has to hold in their head and the caller has to get in the right order. Quick: what does this call do?

\`\`\`ts
createUser("Ada", "Lovelace", "ada@example.com", true, false);
\`\`\`

Once a function needs more than two or three arguments, pass a single object. The call site then documents itself, and the order no longer matters:

\`\`\`ts
type NewUser = {
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  sendWelcomeEmail: boolean;
};

function createUser(newUser: NewUser): User {
  // ...
}

createUser({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  isAdmin: true,
  sendWelcomeEmail: false,
});
\`\`\`

### No flag arguments

A boolean argument announces that the function does two different things and chooses between them at runtime. \`renderInvoice(invoice, true)\` tells the reader nothing. Split it into two functions with honest names, such as \`renderInvoicePreview(invoice)\` and \`renderFinalInvoice(invoice)\`, which can still share a private helper internally.

### Command-query separation

A function should either *do* something (a command, which changes state) or *answer* something (a query, which returns information without side effects), but not both. Mixing the two produces nasty surprises:

\`\`\`ts
// Surprising: looks like a check, but also consumes the coupon
if (isCouponValid(code)) {
  applyDiscount(order);
}

// Clear: the query has no side effects, the command says what it does
if (isCouponValid(code)) {
  redeemCoupon(code);
  applyDiscount(order);
}
\`\`\`

With the first version, a developer who adds a harmless \`isCouponValid\` call to a log line has just burnt a customer's coupon. Queries should be safe to call any number of times.

## Comments that explain why

### What the code can't say

Code tells you *what* happens and *how*. It can't tell you *why* this approach was chosen, what alternative failed, or which external constraint forced it. That's what comments are for:

\`\`\`ts
// The payment provider rate-limits refunds to 5 per second per merchant,
// and exceeding it locks the account for an hour. Keep this below the limit.
const REFUND_BATCH_SIZE = 4;
\`\`\`

Without the comment, someone will "optimise" this to 50 one day.

### Comments to delete

- **Comments that restate the code**, like \`// increment counter\` above \`counter++\`. They add noise and drift out of date.
- **Comments that apologise for a bad name.** \`// d is the number of days\` should become a variable called \`days\`.
- **Commented-out code.** Version control remembers it. Delete it.
- **Journal comments** recording who changed what and when. That's what commit history is for.

A good habit: when you feel the urge to write a comment explaining *what* a block does, try extracting the block into a function whose name says it instead.

## Error handling

### Fail loudly and specifically

Returning \`null\` or \`-1\` to signal failure pushes the problem onto every caller, and the one who forgets to check carries on with bad data. Throw an error, and make it specific enough that callers can tell failures apart:

\`\`\`ts
export class PaymentDeclinedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PaymentDeclinedError";
  }
}

try {
  await gateway.charge(card, amount);
} catch (error) {
  throw new PaymentDeclinedError(\`Charge of \${amount} pence failed\`, {
    cause: error,
  });
}
\`\`\`

The \`cause\` option (available since ES2022) keeps the original error attached, so the stack trace from the gateway isn't lost when you translate it into your own vocabulary.

### Never swallow errors

An empty \`catch\` block is a bug waiting to be found in production:

\`\`\`ts
// Bad: if the email fails, nobody will ever know
try {
  await sendReceipt(order);
} catch {}

// Better: handle it deliberately, and leave a trail
try {
  await sendReceipt(order);
} catch (error) {
  logger.warn({ err: error, orderId: order.id }, "Receipt email failed, queued for retry");
  await retryQueue.add("send-receipt", { orderId: order.id });
}
\`\`\`

If you genuinely can't do anything useful with an error at this level, don't catch it. Let it travel up to a layer that can.

### Keep the happy path readable

Error handling is itself "one thing". If \`try\`/\`catch\` blocks are tangled through your business logic, move the handling to the edges, such as a request handler or job runner, and let the core express the main path.

## Structuring modules by feature

### Group by what changes together

Many codebases are organised by technical layer: \`controllers\`, \`services\`, \`repositories\`. That looks tidy, but one feature means touching files scattered across all of them.

Organising by feature keeps related code side by side:

- \`src/billing/\` holds \`invoice.ts\`, \`invoice.test.ts\`, \`billing-routes.ts\`, \`billing-repository.ts\` and an \`index.ts\`
- \`src/catalogue/\` holds \`product.ts\`, \`product.test.ts\`, \`catalogue-routes.ts\` and an \`index.ts\`
- \`src/shared/\` holds genuinely cross-cutting code such as \`money.ts\` and \`logger.ts\`

Now a change to billing mostly happens inside \`src/billing/\`, and deleting a feature means deleting a folder.

### Small public surfaces

Give each feature an \`index.ts\` that exports only what other features may use, and treat everything else as private. Neighbours then depend on a few deliberate entry points, and you can restructure a feature's insides without breaking them. Keep \`shared\` small: code belongs there only once several features genuinely need it.

## Duplication, and when to tolerate it

### Knowledge, not text

"Don't repeat yourself" is about *knowledge*, not characters. If the VAT rate appears in five places, a rate change means five edits and at least one missed bug. That duplication should go: one constant, one function, one source of truth.

But two pieces of code that *look* the same aren't necessarily the same knowledge. Validation rules for a customer's address and a warehouse's address might be identical today, for different reasons, and they'll diverge the moment the warehouse rules change. Merging them creates a coupling that wasn't there.

### The rule of three and the wrong abstraction

A practical guideline: tolerate duplication the second time you see it, and extract on the third. By then you have three real examples to design the abstraction from, rather than one guess.

Watch for signs of a premature abstraction: a shared function that grows boolean parameters, per-caller \`if (type === ...)\` branches, or options only one caller uses. Then it's often better to inline it back into its callers. Duplication is far cheaper than the wrong abstraction.

## A refactoring walkthrough

Let's put all of this together on a function that's typical of code that has grown without care. It calculates an order total in pence, saves the order, and sometimes sends a confirmation email.

### The starting point

\`\`\`ts
export async function process(o: any, flag: boolean) {
  if (o) {
    if (o.items && o.items.length > 0) {
      let t = 0;
      for (let i = 0; i < o.items.length; i++) {
        t += o.items[i].unitPrice * o.items[i].quantity;
      }
      if (o.customer.type === 2) {
        t = Math.round(t * 0.9);
      }
      if (t > 10000) {
        // free shipping
      } else {
        t = t + 499;
      }
      if (flag) {
        await db.orders.insert({ ...o, total: t, status: "confirmed" });
        await mailer.send(o.customer.email, "Order confirmed", \`Your total is \${t}\`);
      } else {
        await db.orders.insert({ ...o, total: t, status: "draft" });
      }
      return t;
    } else {
      throw new Error("empty");
    }
  } else {
    return null;
  }
}
\`\`\`

The problems are easy to list: a vague name that even shadows Node's global \`process\`, single-letter variables, \`any\`, a flag argument, magic numbers, three levels of nesting, and pricing rules mixed up with database writes and email.

### Step 0: a safety net

Refactoring means changing structure without changing behaviour, and you can only know you haven't changed behaviour if something checks it. Before touching the code, write characterisation tests that pin down what it does today: the trade discount, the shipping threshold at exactly 10,000 pence, the empty-order error, the draft and confirmed paths. Fake \`db\` and \`mailer\` so the tests can check what was saved and sent. Then make each of the following steps a small commit with the tests passing.

### Step 1: guard clauses

Invert the conditions so the special cases leave early and the main path sits at the left margin:

\`\`\`ts
export async function process(o: any, flag: boolean) {
  if (!o) return null;
  if (!o.items || o.items.length === 0) throw new Error("empty");

  let t = 0;
  // ...the rest, one level of nesting shallower
}
\`\`\`

Nothing else has changed yet, but the function is already easier to scan.

### Step 2: types and names

Replace \`any\` with types that describe the data, and rename the variables. Once \`order\` is typed as \`Order\` rather than \`Order | null\`, the \`if (!o) return null\` guard has nothing left to guard against. The compiler will now flag any caller that might pass \`null\`, and each of those callers has to decide explicitly what a missing order means, which is a better place for that decision.

\`\`\`ts
const CustomerType = { Retail: 1, Trade: 2 } as const;
type CustomerType = (typeof CustomerType)[keyof typeof CustomerType];

type OrderItem = { unitPrice: number; quantity: number }; // prices in pence
type Customer = { email: string; type: CustomerType };
type Order = { items: OrderItem[]; customer: Customer };
\`\`\`

Notice the \`CustomerType\` object: the mysterious \`2\` now has a name, and its values still match the data already stored.

### Step 3: extract the pricing rules

The pricing logic is pure: it takes an order and returns a number. Pull it out into small functions, and give the magic numbers names:

\`\`\`ts
const TRADE_DISCOUNT_MULTIPLIER = 0.9;
const FREE_SHIPPING_ABOVE = 10_000;
const SHIPPING_FEE = 499;

export function orderTotal(order: Order): number {
  if (order.items.length === 0) throw new EmptyOrderError();

  const goods = applyCustomerDiscount(subtotal(order.items), order.customer);
  return goods + shippingFor(goods);
}

function subtotal(items: OrderItem[]): number {
  return items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}

function applyCustomerDiscount(amount: number, customer: Customer): number {
  if (customer.type !== CustomerType.Trade) return amount;
  return Math.round(amount * TRADE_DISCOUNT_MULTIPLIER);
}

function shippingFor(goodsTotal: number): number {
  return goodsTotal > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_FEE;
}
\`\`\`

\`orderTotal\` now reads at a single level of abstraction, and the odd \`// free shipping\` comment in an empty branch has become a function whose name says what it means. Because these functions have no side effects, they can be unit-tested directly, without any fakes at all.

We also gave the empty-order case its own error type, in place of the cryptic \`Error("empty")\`. Existing callers that catch \`Error\` still work, because \`EmptyOrderError\` extends it:

\`\`\`ts
export class EmptyOrderError extends Error {
  constructor() {
    super("An order must contain at least one item");
    this.name = "EmptyOrderError";
  }
}
\`\`\`

### Step 4: replace the flag with two commands

\`process(order, true)\` and \`process(order, false)\` are really two operations. Give each one its own honestly named function, and update the callers:

\`\`\`ts
export async function saveDraftOrder(order: Order): Promise<number> {
  const total = orderTotal(order);
  await db.orders.insert({ ...order, total, status: "draft" });
  return total;
}

export async function confirmOrder(order: Order): Promise<number> {
  const total = orderTotal(order);
  await db.orders.insert({ ...order, total, status: "confirmed" });
  await mailer.send(order.customer.email, "Order confirmed", \`Your total is \${total}\`);
  return total;
}
\`\`\`

The side effects now live in thin functions at the edge, and all the decisions live in pure functions at the core. That split is one of the most valuable structural habits you can build.

### Step 5: a bug, fixed separately

With the code readable, a bug jumps out: the email says "Your total is 1499", because the total is in pence. It was there all along, hidden by the noise. Resist fixing it in the middle of the refactoring. A refactoring commit should change no behaviour, so reviewers can check it quickly and you can revert it safely. Finish the refactoring, then fix the bug in its own commit with a test that reproduces it:

\`\`\`ts
function formatPounds(pence: number): string {
  return \`£\${(pence / 100).toFixed(2)}\`;
}

// in confirmOrder
await mailer.send(
  order.customer.email,
  "Order confirmed",
  \`Your total is \${formatPounds(total)}\`,
);
\`\`\`

### What changed

The code now has named rules instead of magic numbers, types instead of \`any\`, two clear entry points instead of a boolean, a pure core that's trivial to test, and a specific error. No step was large, and each was safe because the tests ran after it. Real refactoring usually looks like this: not a heroic rewrite, but small, boring, verifiable improvements.

## Code review habits

### Review for the reader

Clean code is maintained in review as much as in the editor. The most useful questions concern the next reader:

- Could I explain what this function does from its name alone?
- Is there a comment that should be a name, or a name that needs a comment?
- Are errors handled deliberately, or caught and forgotten?
- Does this change put code where the next person will look for it?

### Make reviews easy to give and receive

- **Keep pull requests small.** A 50-line change gets a thoughtful review; a 2,000-line change gets a rubber stamp.
- **Separate refactoring from behaviour changes,** as in step 5 above, so each can be reviewed on its own terms.
- **Let tools handle style.** Formatters and linters should settle indentation and quote marks, so humans can spend their attention on design and naming.
- **Ask, don't command.** "What do you think about naming this \`activeSubscribers\`?" invites discussion. "Rename this" invites defensiveness.

## Wrapping up

Clean code is less about rules than empathy for the next reader, who is often you. Choose names that say what things are, write functions that do one thing at one level of abstraction, keep comments for the reasons code can't express, make errors loud and specific, and group code by feature. When you meet a tangled function, don't rewrite it in one go: put tests around it and improve it one small, safe step at a time. Pick one function in your codebase this week and give it that treatment.
`;
