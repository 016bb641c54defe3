import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What axe finds on the page as it stands, one line per rule and its first elements. Run in
 * the page itself (legacy mode): the site's pages hold no frame from another origin, which is
 * all the default mode adds, at the cost of a blank page opened for every check (3x slower).
 */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Buttons and links ease into the new theme's colours: axe must see where they end. */
export const colourChangesEnded = (page: Page) =>
  page.evaluate(async () => {
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => {})));
  });

/**
 * A toast fades out a few seconds after it shows, at a moment no test controls: axe judging it
 * halfway sees its text part-transparent and reports a contrast the reader never meets.
 */
const toastsGone = (page: Page) =>
  expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 15_000 });

/** axe on the page as it stands, in both themes, on a desktop and on a phone. */
export async function violationsEverywhere(page: Page): Promise<string[]> {
  await toastsGone(page);
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await colourChangesEnded(page);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      found.push(...(await violations(page)).map((seen) => `${theme}, ${size.width}: ${seen}`));
    }
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Switch to (light|dark) mode$/ })
      .click();
  }
  return found;
}
