import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { LEARNERS_SHOWN_FROM } from '@codegrow/shared/constants/site';
import { expect, expectToast, renderedData, signUp, test, unique } from './fixtures';
import { createArticle, createCategory, type Article } from './support/content';
import { shownToasts } from './support/toasts';

const TOO_FAST = 'You are commenting too fast. Please wait a minute and try again.';

/** An article whose title holds a word no other article has. */
async function searchableArticle(request: APIRequestContext) {
  const word = unique('Quokka').toLowerCase();
  const category = await createCategory(request, `Topic ${unique('Q')}`);
  const article = await createArticle(request, { title: `Closures and ${word}`, category });
  return { word, article, category };
}

/** A free article of this test's own, opened by its address as a link would. */
async function openOwnArticle(page: Page, request: APIRequestContext): Promise<Article> {
  const category = await createCategory(request, `Topic ${unique('E')}`);
  const article = await createArticle(request, { title: `Engaging read ${unique('A')}`, category });
  await page.goto(`/blog/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  return article;
}

/** The search page's field, which offers suggestions as the reader types. */
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search articles' });

const likeButton = (page: Page) => page.getByRole('button', { name: /^Like \d+ likes?$/ });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const comments = (page: Page) => page.getByRole('region', { name: /^Comments/ });
const commentField = (page: Page) => page.getByRole('textbox', { name: 'Add a comment' });
const postButton = (page: Page) => page.getByRole('button', { name: 'Post comment' });

async function likeCount(page: Page): Promise<number> {
  const name = (await likeButton(page).textContent()) ?? '';
  return Number(/\d+/.exec(name)?.[0] ?? NaN);
}

/** Every POST the page sends to a path ending in `suffix`. */
function postsTo(page: Page, suffix: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(suffix)) {
      seen.push(request.url());
    }
  });
  return seen;
}

test.describe('Liking, saving and sharing articles', () => {
  test('a reader likes an article, the like survives a reload, and unlikes it', async ({
    page,
    request,
  }) => {
    await signUp(page);
    await openOwnArticle(page, request);
    const before = await likeCount(page);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');

    await likeButton(page).click();
    await expectToast(page, READER_MESSAGES.liked);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(likeButton(page)).toContainText(String(before + 1));

    await page.reload();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(likeButton(page)).toContainText(String(before + 1));

    await likeButton(page).click();
    await expectToast(page, READER_MESSAGES.unliked);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(likeButton(page)).toContainText(String(before));
  });

  test('a reader saves an article to the collection and removes it again', async ({
    page,
    request,
  }) => {
    await signUp(page);
    await openOwnArticle(page, request);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');

    await saveButton(page).click();
    await expectToast(page, READER_MESSAGES.saved);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

    await saveButton(page).click();
    await expectToast(page, READER_MESSAGES.unsaved);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a visitor who clicks Like or Save is asked to log in, and nothing is sent', async ({
    page,
    request,
  }) => {
    const likes = postsTo(page, '/like');
    const saves = postsTo(page, '/save');
    await openOwnArticle(page, request);
    const before = await likeCount(page);

    await likeButton(page).click();
    await expectToast(page, READER_MESSAGES.loginToLike);
    await saveButton(page).click();
    await expectToast(page, READER_MESSAGES.loginToSave);

    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await likeCount(page)).toBe(before);
    expect(likes).toEqual([]);
    expect(saves).toEqual([]);

    // The prompt offers the way in.
    await page
      .getByRole('status')
      .filter({ hasText: READER_MESSAGES.loginToSave })
      .getByRole('button', { name: UI_TEXT.logIn })
      .click();
    // The sign-in page knows where to bring the reader back to.
    await expect(page).toHaveURL(/^[^?]*\/login\?redirectTo=%2Fblog%2F\d+$/);
  });

  test('without a share sheet, Share copies the link', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop browsers may or may not have one; this journey is the copy fallback.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await openOwnArticle(page, request);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expectToast(page, READER_MESSAGES.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe('Comments', () => {
  test('a new reader’s first comment appears at once, at the top, stays after a reload, and a visitor sees it', async ({
    page,
    request,
    browser,
  }) => {
    const account = await signUp(page);
    await openOwnArticle(page, request);
    const text = `Great walkthrough, thanks! ${Date.now()}`;

    await commentField(page).fill(text);
    await expect(comments(page).getByText(`${text.length}/2000`)).toBeVisible();
    await postButton(page).click();
    await expectToast(page, READER_MESSAGES.commentAdded);
    await expect(commentField(page)).toHaveValue('');

    const first = comments(page).getByRole('listitem').first();
    await expect(first).toContainText(text);
    await expect(first).toContainText(account.name);

    await page.reload();
    await expect(comments(page).getByRole('listitem').first()).toContainText(text);

    // With the site's default settings nothing waits for a moderator: a visitor reads it too.
    const visitor = await browser.newPage();
    await visitor.goto(page.url());
    await expect(comments(visitor).getByRole('listitem').first()).toContainText(text);
    await visitor.close();
  });

  test('an empty comment is refused and markup stays plain text', async ({ page, request }) => {
    await signUp(page);
    await openOwnArticle(page, request);
    const posts = postsTo(page, `/comments/blog/${page.url().split('/').pop()}`);

    await commentField(page).fill('   \n  ');
    await postButton(page).click();
    await expectToast(page, READER_MESSAGES.commentEmpty);
    expect(posts).toEqual([]);

    const markup = `<b>bold</b> ${Date.now()}`;
    await commentField(page).fill(`${markup}\nsecond line`);
    await postButton(page).click();
    await expectToast(page, READER_MESSAGES.commentAdded);
    expect(posts).toHaveLength(1);

    const first = comments(page).getByRole('listitem').first();
    await expect(first).toContainText(markup);
    await expect(first.locator('b')).toHaveCount(0);
    // The author's line break is kept.
    await expect(first.getByText(markup)).toHaveJSProperty('innerText', `${markup}\nsecond line`);
  });

  test('a visitor sees the comments and an invitation to log in instead of the form', async ({
    page,
    request,
  }) => {
    await openOwnArticle(page, request);
    const section = comments(page);
    await expect(section).toContainText(READER_MESSAGES.loginToComment);
    await expect(section.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(new URL(page.url()).pathname)}`,
    );
    await expect(commentField(page)).toHaveCount(0);
    await expect(postButton(page)).toHaveCount(0);
  });

  test('a long discussion opens with its newest 20 comments and loads the rest on request', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, `Topic ${unique('L')}`);
    const article = await createArticle(request, {
      title: `Talked about ${unique('A')}`,
      category,
    });
    // Five readers, five comments each: the most one reader may post in a minute.
    for (let reader = 0; reader < 5; reader += 1) {
      const registered = await request.post('/api/auth/register', {
        data: {
          name: `Reader ${reader}`,
          email: `${unique('talker')}@codegrow.dev`,
          password: 'secret123',
        },
      });
      const { token } = (await registered.json()) as { token: string };
      for (let n = 0; n < 5; n += 1) {
        const posted = await request.post(`/api/comments/blog/${article.id}`, {
          data: { content: `Comment ${reader * 5 + n + 1}` },
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(posted.status()).toBe(201);
      }
    }

    await page.goto(`/blog/${article.id}`);
    const section = comments(page);
    await expect(section.getByRole('heading', { name: 'Comments (25)' })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(20);
    await expect(section.getByRole('listitem').first()).toHaveText(/Comment 25$/);

    await section.getByRole('button', { name: 'Load more comments' }).click();
    await expect(section.getByRole('listitem')).toHaveCount(25);
    await expect(section.getByRole('listitem').last()).toHaveText(/Comment 1$/);
    await expect(section.getByRole('button', { name: 'Load more comments' })).toHaveCount(0);
  });
});

test.describe('When the server refuses', () => {
  test('a failed like is undone, and a refused comment says why', async ({ page, request }) => {
    await signUp(page);
    await openOwnArticle(page, request);
    const before = await likeCount(page);

    await page.route('**/api/blogs/*/like', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
    );
    await likeButton(page).click();
    await expectToast(page, READER_MESSAGES.likeFailed);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await likeCount(page)).toBe(before);

    await page.route('**/api/comments/blog/*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, json: { message: TOO_FAST } })
        : route.fallback(),
    );
    await commentField(page).fill('One more thought');
    await postButton(page).click();
    await expectToast(page, TOO_FAST);
    // Nothing is lost: the text stays for another try.
    await expect(commentField(page)).toHaveValue('One more thought');

    await page.route('**/api/comments/blog/*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'boom' } })
        : route.fallback(),
    );
    await postButton(page).click();
    await expectToast(page, READER_MESSAGES.commentFailed);
  });
});

test.describe('Site statistics', () => {
  test('the footer shows the visitor statistics once they load', async ({ page }) => {
    const visits = postsTo(page, '/visitors/visit');
    await page.goto('/');
    const widget = page.getByRole('contentinfo').getByRole('region', {
      name: 'Visitor statistics',
    });
    for (const label of ['Total views', 'Unique visitors', 'Total visitors']) {
      await expect(widget.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(widget).not.toContainText(UI_TEXT.loading);
    await expect(widget.getByRole('definition')).toHaveText([/^\d/, /^\d/, /^\d/]);

    // One visit per page load, not per page shown.
    await page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(page).toHaveURL('/blogs');
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    expect(visits).toHaveLength(1);
    await page.reload();
    await expect(widget.getByRole('definition').first()).toHaveText(/^\d/);
    expect(visits).toHaveLength(2);
  });

  test('on a phone the footer shows views only, and expands to all three', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const widget = page.getByRole('contentinfo').getByRole('region', {
      name: 'Visitor statistics',
    });
    const uniqueVisitors = widget.getByRole('term').filter({ hasText: 'Unique visitors' });
    await expect(widget.getByRole('term').filter({ hasText: 'Total views' })).toBeVisible();
    await expect(uniqueVisitors).toBeHidden();

    const toggle = widget.getByRole('button', { expanded: false });
    await toggle.click();
    await expect(widget.getByRole('button', { expanded: true })).toBeVisible();
    await expect(uniqueVisitors).toBeVisible();
    await expect(widget.getByRole('term').filter({ hasText: 'Total visitors' })).toBeVisible();
  });

  test('the home page counts articles, learners and premium tutorials', async ({ page }) => {
    // Other tests add articles and learners: the strip must show what the server said.
    await page.goto('/');
    const stats = await renderedData<Record<string, number>>(page, ['blogs', 'stats']);
    const strip = page.getByRole('region', { name: /in numbers$/ });
    // A handful of learners (a young site) is left out rather than shown as '2+'.
    const learners = (stats.totalUsers ?? 0) >= LEARNERS_SHOWN_FROM;
    const plus = (count: number | undefined) => `${(count ?? NaN).toLocaleString('en-US')}+`;
    await expect(strip.getByRole('term')).toHaveText([
      'Articles',
      ...(learners ? ['Learners'] : []),
      'Premium tutorials',
    ]);
    await expect(strip.getByRole('definition')).toHaveText([
      plus(stats.totalBlogs),
      ...(learners ? [plus(stats.totalUsers)] : []),
      plus(stats.premiumBlogs),
    ]);
    expect(stats.totalBlogs).toBeGreaterThan(0);
  });

  test('when the statistics fail, the home page shows zeros without an error', async ({ page }) => {
    // A page opened in the app fetches its own data (a first page arrives with it).
    await page.goto('/contact');
    await page.route('**/api/blogs/stats', (route) =>
      route.fulfill({ status: 404, json: { message: 'gone' } }),
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    const strip = page.getByRole('region', { name: /in numbers$/ });
    await expect(strip.getByRole('definition')).toHaveText(['0+', '0+', '0+']);
    expect(await shownToasts(page)).not.toContainEqual(expect.stringContaining('gone'));
  });
});

test.describe('Searching', () => {
  test('the header search button leads to a focused search field', async ({ page, request }) => {
    const { word, article } = await searchableArticle(request);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search');
    const field = searchField(page);
    await expect(field).toBeFocused();

    await field.fill(word);
    await field.press('Enter');
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(page.getByRole('link', { name: article.title })).toBeVisible();
  });

  test('results mark the words searched for and lead to the article', async ({ page, request }) => {
    const { word, article, category } = await searchableArticle(request);
    await page.goto(`/search?q=${word}`);
    const field = searchField(page);
    await expect(field).toHaveValue(word);
    await expect(page.getByText(new RegExp(`^1 results? for “${word}”$`))).toBeVisible();

    const result = page.getByRole('main').getByRole('article').first();
    const title = result.getByRole('link', { name: article.title });
    await expect(title).toBeVisible();
    await expect(title.locator('mark')).toHaveText(word);
    // The passage of the body where the word was found, the word marked there too.
    const passage = result.locator('p', { hasText: /^….*introduction to Closures/ });
    await expect(passage.locator('mark')).toHaveText(word);
    await expect(result.getByRole('link', { name: category.name, exact: true })).toBeVisible();

    await title.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });

  test('the search field offers articles and categories as the reader types', async ({
    page,
    request,
  }) => {
    const { word, article, category } = await searchableArticle(request);
    await page.goto('/search');
    const field = searchField(page);
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });

    await field.pressSequentially(word.slice(0, 1));
    await expect(suggestions).toBeHidden();
    await field.pressSequentially(word.slice(1));
    const option = suggestions.getByRole('option', { name: article.title });
    // Only this article has the word: the list is the one for the whole word.
    await expect(suggestions.getByRole('option')).toHaveCount(1);
    await expect(option).toBeVisible();
    await field.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await field.press('Escape');
    await expect(suggestions).toBeHidden();

    await field.fill(category.name.toLowerCase());
    await expect(suggestions.getByRole('option', { name: category.name })).toBeVisible();

    await field.fill(word);
    await expect(option).toBeVisible();
    await expect(suggestions.getByRole('option')).toHaveCount(1);
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(`/blog/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });

  test('a search with no match says so, and an empty one invites a search', async ({ page }) => {
    await page.goto('/search?q=zebra%20quantum%20origami');
    await expect(page.getByRole('heading', { name: READER_MESSAGES.noBlogsFound })).toBeVisible();
    await expect(page.getByText(READER_MESSAGES.noBlogsHint, { exact: true })).toBeVisible();

    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'What do you want to learn?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });
});

test.describe('A comment on a slow line', () => {
  test('what a reader types before the app has taken the page over is what is posted', async ({
    browser,
    request,
  }) => {
    const category = await createCategory(request, `Slow ${unique('C')}`);
    const article = await createArticle(request, { title: `Typed early ${unique('A')}`, category });
    // A page of its own: the suite's pages wait for the app on every `goto`, this one must not.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUp(page);
    // The page's scripts are held, as on a slow line: the server's HTML is all there is.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/blog/${article.id}`, { waitUntil: 'commit' });
    const text = `Typed before the app ${unique('T')}`;
    await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    release();
    const post = page.getByRole('button', { name: 'Post comment' });
    await expect(post).toBeEnabled();
    await post.click();
    await expect
      .poll(async () => (await request.get(`/api/comments/blog/${article.id}`)).text())
      .toContain(text);
    await context.close();
  });
});
