import type { User } from '@codegrow/shared/schemas/user';

/** What the page chrome needs to know about the signed-in user. */
export type SessionUser = Pick<
  User,
  'name' | 'email' | 'role' | 'subscription_status' | 'photo_url'
>;

export function displayName(user: Pick<User, 'name' | 'email'>): string {
  return user.name?.trim() || user.email;
}
