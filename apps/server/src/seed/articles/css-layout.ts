/** The body of 'Modern CSS Layout with Flexbox and Grid' (Markdown). */
export default `For years, CSS layout meant floats, clearfix hacks and negative margins. Today every current browser supports two purpose-built systems, Flexbox and Grid, plus newer additions such as subgrid and container queries. This article covers the parts you will use every day, builds a responsive card grid with no media queries, and ends with a practical way to choose between them.

## Flexbox: one dimension at a time

Flexbox lays items out along a single line, a row or a column. It suits toolbars, navigation, button groups and anything where content size should drive the layout.

### The axis model

Everything in Flexbox is described relative to two axes:

- the **main axis**, set by \`flex-direction\` (\`row\` by default, which runs horizontally in left-to-right languages);
- the **cross axis**, perpendicular to it.

\`justify-content\` distributes items along the main axis; \`align-items\` positions them on the cross axis. With \`flex-direction: column\` the two swap visual meaning, the source of most Flexbox confusion.

\`\`\`css
.toolbar {
  display: flex;
  flex-direction: row; /* main axis: horizontal */
  justify-content: space-between; /* spread along the main axis */
  align-items: center; /* centre on the cross axis */
}
\`\`\`

### gap

Use \`gap\` instead of margins for spacing. It only applies *between* items, so there is no last-child margin to cancel:

\`\`\`css
.tag-list {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem; /* row-gap column-gap */
}
\`\`\`

### Alignment tricks worth knowing

Auto margins absorb free space in Flexbox, which makes "push this item to the end" a one-liner:

\`\`\`html
<nav class="site-nav">
  <a href="/">Home</a>
  <a href="/docs">Docs</a>
  <a href="/blog">Blog</a>
  <a class="site-nav__account" href="/account">Account</a>
</nav>
\`\`\`

\`\`\`css
.site-nav {
  display: flex;
  align-items: center;
  gap: 1rem;
}

.site-nav__account {
  margin-inline-start: auto; /* takes all remaining space before it */
}
\`\`\`

### The flex shorthand

\`flex\` sets three properties at once: \`flex-grow\`, \`flex-shrink\` and \`flex-basis\`. The common values are worth memorising:

| Value | Expands to | Meaning |
| --- | --- | --- |
| \`flex: initial\` | \`0 1 auto\` | the default: size to content, shrink if needed |
| \`flex: auto\` | \`1 1 auto\` | size to content, then share extra space |
| \`flex: 1\` | \`1 1 0%\` | ignore content size, share space equally |
| \`flex: none\` | \`0 0 auto\` | fixed at content size |

A classic media object, with a fixed-width image and text that fills the rest:

\`\`\`css
.media {
  display: flex;
  gap: 1rem;
  align-items: flex-start;
}

.media__image {
  flex: none;
  width: 4rem;
}

.media__body {
  flex: 1;
  min-width: 0; /* allow long content to shrink instead of overflowing */
}
\`\`\`

That \`min-width: 0\` matters. Flex items default to \`min-width: auto\`, so a long URL or a \`pre\` block can push the layout wider than the screen.

## Grid: two dimensions

Grid controls rows *and* columns at once. You define tracks on the container, and items slot into them.

### Templates and the fr unit

The \`fr\` unit represents a fraction of the *remaining* space after fixed-size tracks and gaps are accounted for:

\`\`\`css
.layout {
  display: grid;
  grid-template-columns: 15rem 1fr 2fr; /* fixed sidebar, then 1:2 split */
  gap: 1.5rem;
}
\`\`\`

Items can span tracks using line numbers:

\`\`\`css
.feature {
  grid-column: 1 / -1; /* from the first line to the last: full width */
}
\`\`\`

### minmax()

\`minmax(min, max)\` sizes a track within bounds. Note that \`1fr\` really means \`minmax(auto, 1fr)\`, so a column will not shrink below its content's minimum width. If long content blows out your grid, use \`minmax(0, 1fr)\`:

\`\`\`css
.article-layout {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(12rem, 18rem);
  gap: 2rem;
}
\`\`\`

### A responsive card grid without media queries

This is the single most useful Grid pattern:

\`\`\`css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: 1.5rem;
}
\`\`\`

Reading it from the inside out:

- \`minmax(16rem, 1fr)\`: each column is at least 16rem wide and can grow to share extra space;
- \`min(16rem, 100%)\`: on screens narrower than 16rem the minimum becomes the container width, so nothing overflows;
- \`repeat(auto-fit, ...)\`: create as many columns as fit.

Wide screens get four columns, tablets two, phones one, with no breakpoints.

\`auto-fill\` versus \`auto-fit\` only matters when items do not fill a row: \`auto-fill\` keeps the empty tracks, so three cards stay card-sized, while \`auto-fit\` collapses them and the cards stretch.

### Named areas

For page-level layouts, \`grid-template-areas\` lets you draw the layout in ASCII:

\`\`\`css
.page {
  display: grid;
  min-height: 100dvh;
  grid-template-columns: 16rem 1fr;
  grid-template-rows: auto 1fr auto;
  grid-template-areas:
    'header  header'
    'sidebar main'
    'footer  footer';
}

.page > header { grid-area: header; }
.page > aside { grid-area: sidebar; }
.page > main { grid-area: main; }
.page > footer { grid-area: footer; }

@media (max-width: 48rem) {
  .page {
    grid-template-columns: 1fr;
    grid-template-rows: auto auto 1fr auto;
    grid-template-areas:
      'header'
      'main'
      'sidebar'
      'footer';
  }
}
\`\`\`

Rearranging the page means changing only the template. But visual order that differs from source order can confuse keyboard and screen reader users, who follow the DOM.

### Subgrid

Cards in a row each have a title, body and footer, but when titles wrap differently the footers do not line up. Subgrid lets a child reuse its parent's tracks:

\`\`\`html
<ul class="cards">
  <li class="card">
    <h3>Short title</h3>
    <p>Some description text.</p>
    <a href="/plans/basic">Choose plan</a>
  </li>
  <li class="card">
    <h3>A much longer title that wraps onto two lines</h3>
    <p>More description text.</p>
    <a href="/plans/pro">Choose plan</a>
  </li>
</ul>
\`\`\`

\`\`\`css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: 1.5rem;
  list-style: none;
  padding: 0;
}

.card {
  display: grid;
  grid-row: span 3; /* occupy three of the parent's rows */
  grid-template-rows: subgrid; /* and align to them */
  gap: 0.75rem;
}
\`\`\`

Each card spans three rows of the parent, and \`subgrid\` makes its title, body and footer sit on those shared rows, so every title row is as tall as the tallest title in that row of cards. Subgrid is supported in all major browsers.

## Container queries, briefly

Media queries respond to the *viewport*; container queries respond to a *parent element's* size, which is what reusable components that might sit in a wide column or a narrow sidebar really need:

\`\`\`css
.profile-slot {
  container-type: inline-size;
  container-name: profile;
}

.profile {
  display: grid;
  gap: 1rem;
}

@container profile (min-width: 30rem) {
  .profile {
    grid-template-columns: 8rem 1fr; /* avatar beside details when there is room */
  }
}
\`\`\`

An element cannot query itself, so the container must be an ancestor. Container query units such as \`cqi\` (1% of the container's inline size) are handy for fluid type inside components.

## Choosing between Flexbox and Grid

A helpful rule of thumb: **Flexbox is content-out, Grid is layout-in.**

- Use **Flexbox** when items should size themselves from their content and flow along one line: navigation, button rows, tags, form controls alongside labels, centring.
- Use **Grid** when you want to define the structure first and place content into it: page layouts, card grids, forms with aligned columns, anything where rows and columns must line up.

They combine well: a Grid page contains subgrid cards, each with a Flexbox row of buttons.

### Common pitfalls

- **Overflowing flex items:** add \`min-width: 0\` to the item with long content.
- **Grid blowouts:** use \`minmax(0, 1fr)\` instead of \`1fr\`.
- **Forgetting \`flex-wrap\`:** flex items stay on one line and shrink, sometimes to unreadable widths.
- **Reordering with \`order\`:** it changes the visual order, not the tab order.

## Wrapping up

Flexbox and Grid complement each other. Flexbox distributes content along one axis and shines for components; Grid defines two-dimensional structure and shines for layouts. Learn the axis model and the \`flex\` shorthand, memorise the \`repeat(auto-fit, minmax(...))\` card grid, and use named areas for pages, subgrid for alignment across siblings and container queries for reusable components. Media queries and layout hacks then become the exception rather than the rule.
`;
