import { AUTH_TOASTS, welcomeMessage } from '@codegrow/shared/constants/auth-messages';
import { SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import {
  expect,
  expectToast,
  login,
  newAccount,
  register,
  sessionCookieOf,
  signUp,
  test,
} from './fixtures';

test.describe('A learner manages their own account', () => {
  test('signs up, sees their name in the header, signs out and signs back in', async ({ page }) => {
    const account = await register(page);
    const header = page.getByRole('banner');

    await expectToast(page, welcomeMessage(SITE_DEFAULTS.name));
    await expect(header.getByRole('link', { name: account.name })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    // The session is an HttpOnly cookie: nothing a script on the page could read or send away.
    const cookie = await sessionCookieOf(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('cg_sid');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(
      cookie?.value ?? 'no cookie',
    );

    await header.getByRole('link', { name: account.name }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('main')).toContainText(account.email);

    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(page, AUTH_TOASTS.signedOut);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(await sessionCookieOf(page)).toBeUndefined();

    await login(page, account);
    await expectToast(page, AUTH_TOASTS.signedIn);
    await expect(header.getByRole('link', { name: account.name })).toBeVisible();
  });

  test('signs out from the home page too', async ({ page }) => {
    await signUp(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, AUTH_TOASTS.signedOut);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('stays signed in across a reload', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/dashboard');
    await page.reload();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('main')).toContainText(account.email);
  });

  test('is signed out when the session turns out to be invalid', async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([
        { name: 'cg_sid', value: 'not-a-real-token', url: baseURL ?? '', httpOnly: true },
      ]);
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await sessionCookieOf(page)).toBeUndefined();
  });

  test('a token kept in localStorage, where a script could read it, is removed and signs nobody in', async ({
    page,
  }) => {
    const account = newAccount();
    const response = await page.request.post('/api/auth/register', { data: account });
    const { token } = (await response.json()) as { token: string };
    await page.context().clearCookies();
    await page.goto('/favicon.svg');
    await page.evaluate((old) => {
      localStorage.setItem('token', old);
      localStorage.setItem('user', '{"id":1}');
    }, token);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
      )
      .toEqual([null, null]);
    expect(await sessionCookieOf(page)).toBeUndefined();
  });

  test('a form on another site cannot post as the signed-in reader', async ({ page }) => {
    await signUp(page);
    const answer = await page.request.post('/api/contact', {
      headers: { origin: 'https://elsewhere.example' },
      data: {
        name: 'Forged',
        email: 'forged@codegrow.dev',
        subject: 'Not from this site',
        message: 'A message sent from another site with the reader’s cookie.',
      },
    });
    expect(answer.status()).toBe(403);
  });

  test('the home hero invites visitors to start and members to upgrade', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(SITE_DEFAULTS.slogan);
    await expect(main.getByRole('link', { name: 'Explore Blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await expect(main.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );

    await signUp(page);
    await page.goto('/');
    await expect(main.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });
});
