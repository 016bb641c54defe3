/** The body of 'Web Accessibility Essentials for Developers' (Markdown). */
export default `Accessibility is often treated as a specialist topic or a pre-launch checklist. In reality, most of it comes down to a handful of habits: use the right HTML element, label things, keep the keyboard working, and make sure people can see what they are interacting with. Those habits help screen reader users, keyboard users, people with low vision and anyone squinting at a phone in sunlight. This article covers the essentials and finishes with a quick testing routine.

## Start with semantic HTML

Native elements come with built-in behaviour: a \`button\` is focusable, responds to Enter and Space, and is announced as "button". A \`div\` with a click handler has none of that. Choosing the right element is the most effective accessibility decision you make.

### Landmarks

Landmark elements let assistive technology users jump straight to the main content or navigation:

\`\`\`html
<body>
  <a class="skip-link" href="#main">Skip to main content</a>
  <header>
    <nav aria-label="Primary">
      <ul>
        <li><a href="/">Home</a></li>
        <li><a href="/articles">Articles</a></li>
      </ul>
    </nav>
  </header>

  <main id="main">
    <h1>Latest articles</h1>
    <!-- page content -->
  </main>

  <aside aria-label="Related topics">…</aside>
  <footer>…</footer>
</body>
\`\`\`

Have exactly one \`main\` per page, and give each of several \`nav\` or \`aside\` elements an \`aria-label\` so they can be told apart. The skip link lets keyboard users bypass repeated navigation; it can stay visually hidden until focused.

### Heading order

Screen reader users often navigate by headings, so the outline should describe the page. Use one \`h1\` for the topic, then nest \`h2\`, \`h3\` and so on without skipping levels. Choose levels for structure, not size; restyle with CSS.

\`\`\`html
<h1>Account settings</h1>
  <h2>Profile</h2>
    <h3>Display name</h3>
    <h3>Avatar</h3>
  <h2>Notifications</h2>
\`\`\`

## Forms: labels and errors

### Every input needs a label

Placeholder text is not a label: it disappears as the user types and usually has poor contrast. Associate a real \`label\` with every control:

\`\`\`html
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email" required />
\`\`\`

Clicking the label focuses the input, and screen readers announce its name. Group related radio buttons or checkboxes with \`fieldset\` and \`legend\`.

### Hints and errors

Connect hints and errors with \`aria-describedby\`, and flag invalid fields with \`aria-invalid\`:

\`\`\`html
<label for="password">Password</label>
<input
  id="password"
  type="password"
  aria-describedby="password-hint password-error"
  aria-invalid="true"
/>
<p id="password-hint">At least 12 characters.</p>
<p id="password-error">Password is too short.</p>
\`\`\`

Do not rely on colour alone to show an error: include text, and ideally an icon as well.

## Buttons vs links

The rule is simple: **links go somewhere, buttons do something.**

Use \`a href\` for navigation and \`button\` for actions such as submitting, toggling or deleting.

\`\`\`html
<!-- Avoid: not focusable, no keyboard support, no role -->
<div class="btn" onclick="saveDraft()">Save</div>

<!-- Prefer: everything works out of the box -->
<button type="button" onclick="saveDraft()">Save</button>
\`\`\`

Icon-only buttons still need an accessible name:

\`\`\`html
<button type="button" aria-label="Close dialog">
  <svg aria-hidden="true" focusable="false" width="16" height="16"><!-- icon --></svg>
</button>
\`\`\`

## Keyboard and focus

Everything you can do with a mouse must work with a keyboard alone.

### Visible focus

Never remove focus outlines without a replacement. \`:focus-visible\` shows a ring for keyboard users without showing it on every mouse click:

\`\`\`css
:focus-visible {
  outline: 3px solid #1d4ed8;
  outline-offset: 2px;
}

\`\`\`

### Managing focus

When what is on screen changes, move focus deliberately. The native \`dialog\` element, opened with \`showModal()\`, moves focus inside, makes the rest of the page inert, closes on Escape and returns focus to the opener:

\`\`\`html
<button type="button" id="delete-btn">Delete project</button>

<dialog id="confirm-dialog" aria-labelledby="confirm-title">
  <h2 id="confirm-title">Delete this project?</h2>
  <p>This cannot be undone.</p>
  <form method="dialog">
    <button value="cancel">Cancel</button>
    <button value="confirm">Delete</button>
  </form>
</dialog>
\`\`\`

\`\`\`js
const dialog = document.getElementById('confirm-dialog');
document.getElementById('delete-btn').addEventListener('click', () => dialog.showModal());

dialog.addEventListener('close', () => {
  if (dialog.returnValue === 'confirm') deleteProject();
});
\`\`\`

In single-page apps, move focus to the new page's \`h1\` (given \`tabindex="-1"\`) after a route change, or screen reader users are stranded on the link they activated.

### tabindex

Use \`tabindex="0"\` to make a custom widget focusable and \`tabindex="-1"\` for elements focused from script. Avoid positive values: they override the natural order and become unmaintainable.

## Colour and contrast

WCAG 2.2 Level AA, the usual legal and contractual target, sets these minimum contrast ratios:

| Content | Minimum ratio |
| --- | --- |
| Normal text | 4.5:1 |
| Large text (24px, or 18.66px bold, and above) | 3:1 |
| UI components and meaningful graphics (borders of inputs, icons, focus indicators) | 3:1 |

Light grey text on white is the classic failure. Browser developer tools show the ratio when you inspect text. Check hover and focus states and text over images too.

## Alt text

Every \`img\` needs an \`alt\` attribute, but what goes in it depends on the image's purpose:

\`\`\`html
<!-- Informative: describe what matters in context -->
<img src="/img/q3-sales.png" alt="Sales rose 40% in Q3, driven by the new subscription tier." />

<!-- Functional: describe the action, not the picture -->
<a href="/"><img src="/img/logo.svg" alt="CodeGrow home" /></a>

<!-- Decorative: empty alt so screen readers skip it -->
<img src="/img/divider-swirl.svg" alt="" />
\`\`\`

Do not start with "Image of"; screen readers already say that. Omitting \`alt\` is worse than leaving it empty, because many screen readers then read the file name.

## ARIA: the first rule

The first rule of ARIA: **if a native HTML element or attribute gives you the semantics and behaviour you need, use it instead.** ARIA only changes what assistive technology is *told*; it adds no behaviour. \`role="button"\` on a \`div\` still needs \`tabindex\`, key handlers and focus styles. Incorrect ARIA is worse than none. Use ARIA for what HTML cannot express, such as \`aria-expanded\` on a disclosure button, \`aria-current="page"\` on the active nav link, and live regions.

### Live regions

Updates such as "Added to basket" are silent to screen reader users unless announced through a live region:

\`\`\`html
<div id="status" role="status"></div>
\`\`\`

\`\`\`js
function announce(message) {
  const region = document.getElementById('status');
  region.textContent = message;
}

announce('Item added to your basket.');
\`\`\`

\`role="status"\` is polite: it waits until the screen reader finishes speaking. Reserve \`role="alert"\` for urgent errors. The region must exist in the DOM *before* its content changes, or the update is often missed.

## Testing

### The keyboard walkthrough

Put the mouse away and use the page with Tab, Shift+Tab, Enter, Space, arrows and Escape. Can you reach and use everything? Is focus always visible, in a sensible order, and never trapped or lost? This five-minute test finds a surprising number of problems.

### Automated checks with axe

\`axe-core\` is the engine behind many accessibility tools. You can run it in end-to-end tests, for example with Playwright:

\`\`\`bash
npm install --save-dev @playwright/test @axe-core/playwright
\`\`\`

\`\`\`ts
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('home page has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/');

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();

  expect(results.violations).toEqual([]);
});
\`\`\`

Automated tools catch only some issues: they can spot missing alt text, but not meaningless alt text. Combine them with keyboard testing and, periodically, a real screen reader such as NVDA, VoiceOver or TalkBack.

## Wrapping up

Accessible code is mostly good code: semantic elements and landmarks, a sensible heading outline, labelled controls, buttons for actions and links for navigation, visible and well-managed focus, sufficient contrast, meaningful alt text and ARIA only where HTML falls short. Build these habits in from the start, add axe to your tests and do a keyboard walkthrough before each release. It costs far less than retrofitting.
`;
