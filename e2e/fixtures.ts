import { expect, test as base, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '@codegrow/shared/constants/site';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { recordToasts, shownToasts } from './support/toasts';

export { expect };
export { ADMIN, READER } from './accounts';

export interface Credentials {
  email: string;
  password: string;
}

export interface NewAccount extends Credentials {
  name: string;
}

let counter = 0;

/** Letters and digits only, unique across tests, workers and runs. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.toUpperCase();
}

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${unique('').toLowerCase()}@codegrow.dev`;
}

export function newAccount(name = 'Jane Learner'): NewAccount {
  return { name, email: uniqueEmail(), password: 'grow-123456' };
}

/** The page's own field, not the show/hide buttons or 'Confirm Password'. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function fillRegisterForm(
  page: Page,
  account: NewAccount & { confirmPassword?: string; acceptTerms?: boolean },
): Promise<void> {
  await field(page, 'Full Name').fill(account.name);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm Password').fill(account.confirmPassword ?? account.password);
  await page.getByRole('checkbox').setChecked(account.acceptTerms ?? true);
}

/** Signs up through the form and waits for the home page: for journeys about signing up. */
export async function register(
  page: Page,
  account: NewAccount = newAccount(),
): Promise<NewAccount> {
  await page.goto('/register');
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  return account;
}

/** Signs in with the 'Sign in (Traditional)' button and waits for the home page. */
export async function login(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await field(page, 'Email').fill(credentials.email);
  await field(page, 'Password').fill(credentials.password);
  await page.getByRole('button', { name: UI_TEXT.signInTraditional }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
}

/**
 * Signed in through the API, for journeys about something else: the answer sets the session
 * cookie in the browser's context (Playwright's `page.request` shares it), so the next page
 * the test opens starts signed in, as after a sign-in with the form.
 */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The signed-in user's id, as the server knows it from the session cookie. */
export async function signedInUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/profile');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** A new account made through the API and signed in, like `signIn`. */
export async function signUp(page: Page, account = newAccount()): Promise<NewAccount> {
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The session cookie as the browser holds it, or undefined. */
export async function sessionCookieOf(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/**
 * Waits until a toast with `message` has been shown. Toasts leave after 2 to 4
 * seconds; every page records the ones it shows, so a slow machine cannot miss one.
 */
export async function expectToast(page: Page, message: string): Promise<void> {
  await expect
    .poll(() => shownToasts(page), { message: `a toast saying '${message}'` })
    .toContainEqual(expect.stringContaining(message));
}

/** What the server rendered the open page from, for one query of its cache. */
export async function renderedData<T>(page: Page, queryKey: unknown[]): Promise<T> {
  const data = await page.evaluate((key) => {
    const text = document.getElementById('codegrow-state')?.textContent ?? 'null';
    const state = JSON.parse(text) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    } | null;
    const query = state?.queries.queries.find(
      (entry) => JSON.stringify(entry.queryKey) === JSON.stringify(key),
    );
    return query?.state.data;
  }, queryKey);
  if (data === undefined)
    throw new Error(`the page was not rendered with ${JSON.stringify(queryKey)}`);
  return data as T;
}

/**
 * A server-rendered page shows before the app has taken it over, its buttons marked as not
 * ready yet. Opening or reloading a page waits until it is interactive, so that each step a
 * test takes is answered by the app at once, as a person's would be on a loaded page.
 */
async function untilInteractive<T extends { headers(): Record<string, string> } | null>(
  page: Page,
  response: T,
): Promise<T> {
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }
  return response;
}

/** Every page of every test records the toasts it shows (see support/toasts.ts). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordToasts);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilInteractive(page, await goto(url, options));
    page.reload = async (options) => untilInteractive(page, await reload(options));
    await use(page);
  },
});
