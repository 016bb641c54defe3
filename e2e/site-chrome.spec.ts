import { CURRENCY_SIGN, SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { ADMIN, expect, signIn, test } from './fixtures';

test.describe('Finding your way around the site', () => {
  test('an unknown address shows the 404 page with a way back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI_TEXT.pageNotFound);
    await page.getByRole('main').getByRole('link', { name: UI_TEXT.goBackHome }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_DEFAULTS.slogan);
  });

  test('the terms and the privacy policy give the contact address', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByRole('main')).toContainText(SITE_DEFAULTS.email);

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('main')).toContainText(SITE_DEFAULTS.email);
  });

  test('the header and footer link to the main sections', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const name of ['Home', 'Blogs', 'Paths', 'Subscribe']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await header.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(SITE_DEFAULTS.email);
    await expect(footer).toContainText(SITE_DEFAULTS.phone);
    await expect(footer).toContainText(SITE_DEFAULTS.city);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${SITE_DEFAULTS.name}`);
    for (const [name, path] of [
      ['All Blogs', '/blogs'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
  });

  test('the server fills the site identity into the page', async ({ page }) => {
    await page.goto('/');
    const meta = page.locator('meta[name="codegrow-site"]');
    await expect(meta).toHaveCount(1);
    expect(JSON.parse((await meta.getAttribute('content')) ?? '{}')).toMatchObject({
      name: SITE_DEFAULTS.name,
      email: SITE_DEFAULTS.email,
    });
  });

  test('a scroll-progress bar follows the reading position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/terms');
    const bar = page.getByTestId('scroll-progress');
    await expect(bar).toHaveCSS('transform', 'matrix(0, 0, 0, 1, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  });

  test('an admin sees the Admin button in the header', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }),
    ).toBeVisible();
  });

  test('the taka sign is drawn with the site’s own glyph, whatever fonts the system has', async ({
    page,
  }) => {
    await page.goto('/subscribe');
    const price = page.getByText(new RegExp(`${CURRENCY_SIGN}\\s?\\d`)).first();
    await expect(price).toBeVisible();
    await price.evaluate((element) => element.setAttribute('data-taka-check', ''));
    // Which fonts Chromium used to draw the element's text: the one a reader sees.
    const client = await page.context().newCDPSession(page);
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await client.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-taka-check]',
    });
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((font) => font.familyName)).toContain('CodeGrow Taka');
  });
});
