import { z } from 'zod';
import {
  AUTH_PROVIDERS,
  ROLES,
  SUBSCRIPTION_SOURCES,
  SUBSCRIPTION_STATUSES,
} from '../constants/domain';

/** The user as the API returns it: the spec's field names, never the password hash. */
export const userSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  subscription_expiry: z.string().nullable(),
  /** An active subscription's origin: paid for, or complimentary (an admin's grant). */
  subscription_source: z.enum(SUBSCRIPTION_SOURCES).nullable(),
  /** Why an admin gave it, for a complimentary subscription. */
  complimentary_reason: z.string().nullable(),
  photo_url: z.string().nullable(),
  profilePicture: z.string().nullable(),
  authProvider: z.enum(AUTH_PROVIDERS),
  firebaseUid: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A moderator's ban in force: the account reads but does not comment, like or report. */
  ban: z.object({ reason: z.string(), until: z.string().nullable() }).nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * GET /api/auth/profile: the account, and when the session asked with ends unless used (a page
 * kept for offline reading is served no longer than that).
 */
export const profileResponseSchema = z.object({
  user: userSchema,
  session: z.object({ expiresAt: z.string() }).optional(),
});

/**
 * The account as a page kept for offline reading carries it: what decides what it may read,
 * none of who the reader is (name, e-mail, photo, identity provider's id, a ban's reason).
 */
export const withoutPersonalData = (user: User): User => ({
  ...user,
  name: null,
  email: '',
  photo_url: null,
  profilePicture: null,
  firebaseUid: null,
  complimentary_reason: null,
  ban: user.ban && { reason: '', until: user.ban.until },
});
