import { AUTH_API_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import type { LoginInput, RegisterInput } from '@codegrow/shared/schemas/auth';
import type { Database } from '../../db/client';
import { conflict, tooMany, notSignedIn } from '../errors/app-error';
import { createLoginThrottle } from './login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { createUsersRepository, type UserRow } from './users-repository';

type Parsed<T> = { [K in keyof T]-?: string };

/**
 * Register and sign in with the product's own accounts. ADMIN_EMAILS grants the
 * admin role on either; nothing else can make an account admin from a request.
 */
export function createAuthService(db: Database, adminEmails: readonly string[]) {
  const usersRepo = createUsersRepository(db);
  const throttle = createLoginThrottle(db);
  const isListedAdmin = (email: string) => adminEmails.includes(email);

  async function promoteIfListed(user: UserRow): Promise<UserRow> {
    if (user.role === 'admin' || !isListedAdmin(user.email)) return user;
    return (await usersRepo.setRole(user.id, 'admin')) ?? user;
  }

  return {
    async register(input: Parsed<RegisterInput>): Promise<UserRow> {
      const user = await usersRepo.insert({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: isListedAdmin(input.email) ? 'admin' : 'user',
        authProvider: 'local',
      });
      if (!user) throw conflict(AUTH_API_MESSAGES.emailTaken, 'email');
      return user;
    },

    async login(input: Parsed<LoginInput>, ip: string): Promise<UserRow> {
      const wait = await throttle.attempt(ip, input.email);
      if (wait > 0) throw tooMany(AUTH_API_MESSAGES.tooManyLoginAttempts, wait);
      const user = await usersRepo.findByEmail(input.email);
      const valid = user?.passwordHash
        ? await verifyPassword(input.password, user.passwordHash)
        : await burnPasswordCheck(input.password).then(() => false);
      if (!user || !valid) throw notSignedIn(AUTH_API_MESSAGES.invalidCredentials);
      await throttle.succeeded(ip, input.email);
      return promoteIfListed(user);
    },
  };
}
