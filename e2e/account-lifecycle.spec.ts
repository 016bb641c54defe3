import { AUTH_TOASTS, welcomeMessage } from '@codegrow/shared/constants/auth-messages';
import { SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import { expect, expectToast, login, register, signUp, test } from './fixtures';

test.describe('A learner manages their own account', () => {
  test('signs up, sees their name in the header, signs out and signs back in', async ({ page }) => {
    const account = await register(page);
    const header = page.getByRole('banner');

    await expectToast(page, welcomeMessage(SITE_DEFAULTS.name));
    await expect(header.getByRole('link', { name: account.name })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}'),
    ).toMatchObject({
      email: account.email,
      name: account.name,
    });

    await header.getByRole('link', { name: account.name }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('main')).toContainText(account.email);

    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(page, AUTH_TOASTS.signedOut);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

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

  test('is signed out when the stored token turns out to be invalid', async ({ page }) => {
    await signUp(page);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.reload();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
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
