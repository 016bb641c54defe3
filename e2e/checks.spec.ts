import { CHECK_TEXT, REMINDER_TEXT, REVIEW_TEXT } from '@codegrow/shared/constants/checks';
import { CERTIFICATE_TEXT, LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import { expect, expectToast, newAccount, signUp, test, unique } from './fixtures';
import { createArticle, createCategory, createPath } from './support/content';

const WHY_LEFT = "It keeps the left table's unmatched rows, with NULLs on the right.";
const QUIZ = [
  '```quiz',
  '? Which join keeps every row of the left table?',
  '- INNER JOIN',
  '+ LEFT JOIN',
  `  > ${WHY_LEFT}`,
  '- CROSS JOIN',
  '',
  '? Which of these filter rows?',
  '+ WHERE',
  '  > WHERE filters rows before grouping.',
  '+ HAVING',
  '  > HAVING filters groups after grouping.',
  '- ORDER BY',
  '```',
].join('\n');

test.describe('Checks at the end of an article', () => {
  test('a reader answers, misses one, and learns why; no answer was in the page before', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, `Checks ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Joins checked ${unique('A')}`,
      category,
      content: `## Joins\n\nRows of two tables, side by side.\n\n${QUIZ}\n`,
    });
    await signUp(page, newAccount('Quiz Reader'));
    await page.goto(`/blog/${article.id}`);
    const checks = page.getByRole('region', { name: CHECK_TEXT.heading });
    await expect(checks.getByRole('group')).toHaveCount(2);
    expect(await page.content()).not.toContain(WHY_LEFT);

    await checks.getByRole('button', { name: CHECK_TEXT.submit }).click();
    await expect(checks.getByRole('alert')).toHaveText(CHECK_TEXT.answerAll);

    const joins = checks.getByRole('group', { name: /Which join keeps/ });
    await joins.getByRole('radio', { name: 'CROSS JOIN' }).check();
    const filters = checks.getByRole('group', { name: /Which of these filter rows/ });
    await filters.getByRole('checkbox', { name: 'WHERE' }).check();
    await filters.getByRole('checkbox', { name: 'HAVING' }).check();
    await checks.getByRole('button', { name: CHECK_TEXT.submit }).click();

    await expect(checks.getByRole('status')).toHaveText(CHECK_TEXT.score(1, 2));
    await expect(joins).toContainText(`${CHECK_TEXT.wrong}. ${WHY_LEFT}`);
    await expect(filters).toContainText(CHECK_TEXT.right);
    await checks.getByRole('button', { name: CHECK_TEXT.retry }).click();
    await expect(joins.getByRole('radio', { name: 'CROSS JOIN' })).not.toBeChecked();
  });

  test("a visitor's answers join the account when they sign up", async ({ page, request }) => {
    const category = await createCategory(request, `Checks ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Joins for visitors ${unique('A')}`,
      category,
      content: `## Joins\n\nRows of two tables.\n\n${QUIZ}\n`,
    });
    await page.goto(`/blog/${article.id}`);
    const checks = page.getByRole('region', { name: CHECK_TEXT.heading });
    await checks.getByRole('radio', { name: 'LEFT JOIN' }).check();
    await checks.getByRole('checkbox', { name: 'WHERE' }).check();
    await checks.getByRole('checkbox', { name: 'HAVING' }).check();
    await checks.getByRole('button', { name: CHECK_TEXT.submit }).click();
    await expect(checks.getByRole('status')).toHaveText(CHECK_TEXT.score(2, 2));

    await signUp(page, newAccount('Late Joiner'));
    const handedOver = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/blogs/${article.id}/checks`) &&
        response.request().method() === 'POST',
    );
    await page.reload();
    expect((await handedOver).ok()).toBe(true);
    const progress = await page.request.get(`/api/progress?blogs=${article.id}`);
    expect((await progress.json()).progress).toEqual([
      expect.objectContaining({ blog_id: article.id, checked: true }),
    ]);
  });

  test('a missed question comes back in Review the next day, one card at a time', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, `Checks ${unique('C')}`);
    const article = await createArticle(request, {
      title: `Joins reviewed ${unique('A')}`,
      category,
      content: `## Joins\n\nRows of two tables.\n\n${QUIZ}\n`,
    });
    await signUp(page, newAccount('Spaced Reader'));
    await page.goto(`/blog/${article.id}`);
    const checks = page.getByRole('region', { name: CHECK_TEXT.heading });
    await checks.getByRole('radio', { name: 'CROSS JOIN' }).check();
    await checks.getByRole('checkbox', { name: 'WHERE' }).check();
    await checks.getByRole('checkbox', { name: 'HAVING' }).check();
    await checks.getByRole('button', { name: CHECK_TEXT.submit }).click();
    await expect(checks.getByRole('status')).toHaveText(CHECK_TEXT.score(1, 2));

    await page.goto('/dashboard?tab=review');
    const review = page.getByRole('region', { name: REVIEW_TEXT.heading });
    await expect(review.getByText(REVIEW_TEXT.nothingDue)).toBeVisible();
    // The daily e-mail is off until the reader asks for it, and the choice is kept.
    const reminders = review.getByRole('switch', { name: REMINDER_TEXT.label });
    await expect(reminders).toHaveAttribute('aria-checked', 'false');
    await reminders.click();
    await expect(review.getByText(REMINDER_TEXT.on)).toBeVisible();

    // The next day, by the page's clock.
    await page.clock.setFixedTime(new Date(Date.now() + 30 * 3600 * 1000));
    await page.reload();
    await expect(review.getByText(REVIEW_TEXT.of(1, 1))).toBeVisible();
    await expect(reminders).toHaveAttribute('aria-checked', 'true');
    const card = review.getByRole('group', { name: /Which join keeps/ });
    await card.getByRole('radio', { name: 'LEFT JOIN' }).check();
    await page.keyboard.press('Enter');
    await expect(card).toContainText(CHECK_TEXT.right);
    await expect(review).toContainText(REVIEW_TEXT.nextDue);
    const next = review.getByRole('button', { name: REVIEW_TEXT.next });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(review.getByRole('status')).toHaveText(REVIEW_TEXT.done);
    await expect(review).toContainText(REVIEW_TEXT.reviewsDone(1));
  });

  test('a reader completes a path, answers its questions, and opens the certificate', async ({
    page,
    request,
  }) => {
    const category = await createCategory(request, `Checks ${unique('C')}`);
    const quizzed = await createArticle(request, {
      title: `Joins to finish ${unique('A')}`,
      category,
      content: `## Joins\n\nRows of two tables.\n\n${QUIZ}\n`,
    });
    const plain = await createArticle(request, { title: `Indexes ${unique('A')}`, category });
    const path = await createPath(request, `Finished path ${unique('P')}`, [quizzed, plain]);
    const reader = await signUp(page, newAccount('Certified Reader'));
    for (const step of [quizzed, plain]) {
      await page.goto(`/blog/${step.id}`);
      await page.getByRole('button', { name: LEARNING_TEXT.markRead }).click();
      await expect(page.getByRole('button', { name: LEARNING_TEXT.markUnread })).toBeVisible();
    }
    const claim = () => page.getByRole('button', { name: CERTIFICATE_TEXT.get });

    // Read, not yet checked: the server says what is left.
    await page.goto(`/paths/${path.slug}`);
    await claim().click();
    await expectToast(page, CERTIFICATE_TEXT.notComplete(1));

    // Answered with a miss: the checks are not passed yet.
    await page.goto(`/blog/${quizzed.id}`);
    const checks = page.getByRole('region', { name: CHECK_TEXT.heading });
    await checks.getByRole('radio', { name: 'LEFT JOIN' }).check();
    await checks.getByRole('checkbox', { name: 'ORDER BY' }).check();
    await checks.getByRole('button', { name: CHECK_TEXT.submit }).click();
    await expect(checks.getByRole('status')).toHaveText(CHECK_TEXT.score(1, 2));
    await page.goto(`/paths/${path.slug}`);
    await claim().click();
    await expectToast(page, CERTIFICATE_TEXT.notComplete(1));

    await page.goto(`/blog/${quizzed.id}`);
    await checks.getByRole('radio', { name: 'LEFT JOIN' }).check();
    await checks.getByRole('checkbox', { name: 'WHERE' }).check();
    await checks.getByRole('checkbox', { name: 'HAVING' }).check();
    await checks.getByRole('button', { name: CHECK_TEXT.submit }).click();
    await expect(checks.getByRole('status')).toHaveText(CHECK_TEXT.score(2, 2));

    await page.goto(`/paths/${path.slug}`);
    await claim().click();
    await expect(page).toHaveURL(/\/certificates\/[\w-]{12}$/);
    const id = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: CERTIFICATE_TEXT.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(reader.name);
    await expect(page.getByRole('main')).toContainText(path.title);
    const linkedIn = page.getByRole('link', { name: CERTIFICATE_TEXT.linkedIn });
    await expect(linkedIn).toHaveAttribute('href', new RegExp(`certId=${id}`));
    await expect(
      page.getByRole('button', { name: `${CERTIFICATE_TEXT.copy} ${CERTIFICATE_TEXT.id}` }),
    ).toBeVisible();
  });
});
