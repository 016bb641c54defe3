import { expect, test as base, type Page } from '@playwright/test';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';

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

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@codegrow.dev`;
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
  if (account.acceptTerms ?? true) await page.getByRole('checkbox').check();
}

/** Signs up through the form and waits for the home page. */
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

/** The toast carrying `message` (toasts are role=status; the inline copy is role=alert). */
export const toast = (page: Page, message: string) =>
  page.getByRole('status').filter({ hasText: message });

export const test = base;
