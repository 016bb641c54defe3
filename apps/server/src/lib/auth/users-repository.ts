import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Role, SubscriptionStatus } from '@codegrow/shared/constants/domain';
import type { User } from '@codegrow/shared/schemas/user';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { isBanned } from '../engagement/bans';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * The subscription as it stands now: one given for a period reads as expired once its end has
 * passed, wherever the account is read (no job has to catch the moment).
 */
export function subscriptionStatusOf(
  row: Pick<UserRow, 'subscriptionStatus' | 'subscriptionExpiry'>,
  now = new Date(),
): SubscriptionStatus {
  const ended = row.subscriptionExpiry !== null && row.subscriptionExpiry <= now;
  return row.subscriptionStatus === 'active' && ended ? 'expired' : row.subscriptionStatus;
}

/** subscriptionStatusOf(row) === 'active', for a query over many accounts (admin counts). */
export const subscriptionIsActive = sql`(${users.subscriptionStatus} = 'active' AND (${users.subscriptionExpiry} IS NULL OR ${users.subscriptionExpiry} > now()))`;

/** The user as the API shows it: the spec's field names, never the password hash. */
export function toUserJson(row: UserRow): User {
  const status = subscriptionStatusOf(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    subscription_status: status,
    subscription_expiry: row.subscriptionExpiry?.toISOString() ?? null,
    subscription_source: status === 'active' ? row.subscriptionSource : null,
    complimentary_reason:
      status === 'active' && row.subscriptionSource === 'complimentary'
        ? row.complimentaryReason
        : null,
    photo_url: row.photoUrl,
    profilePicture: row.photoUrl,
    authProvider: row.authProvider,
    firebaseUid: row.firebaseUid,
    emailVerified: row.emailVerified,
    ban: isBanned(row)
      ? { reason: row.banReason ?? '', until: row.bannedUntil?.toISOString() ?? null }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What signing in through Firebase may change on an account it finds. */
type FirebaseSignInChange = Pick<NewUser, 'firebaseUid' | 'emailVerified' | 'photoUrl'> & {
  role?: Role | undefined;
};

/**
 * Accounts: the one place the `users` table is read by id or e-mail and the only one that
 * writes it. Every change is a method named for what it means; a caller that must change
 * something else in the same transaction (an audit line, a transaction's decision) passes
 * its transaction as `db`.
 */
export function createUsersRepository(db: Executor) {
  const change = async (id: number, values: PgUpdateSetSource<typeof users>) => {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  };
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The account, locked until the caller's transaction ends (a change that reads it first). */
    async lockById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async findByFirebaseUid(uid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** Undefined when the e-mail is taken (the unique index decides, race-free). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    /** A moderator's ban (a reason, an optional end), or none (the audit is the caller's). */
    setBan(
      id: number,
      ban: { reason: string; until: Date | null } | null,
    ): Promise<UserRow | undefined> {
      return change(
        id,
        ban
          ? { bannedAt: new Date(), bannedUntil: ban.until, banReason: ban.reason }
          : { bannedAt: null, bannedUntil: null, banReason: null },
      );
    },

    setRole(id: number, role: Role): Promise<UserRow | undefined> {
      return change(id, { role });
    },

    /** An admin's change of the subscription's status (the audit is the caller's). */
    setSubscriptionStatus(id: number, status: SubscriptionStatus): Promise<UserRow | undefined> {
      return change(id, { subscriptionStatus: status });
    },

    /** An approved payment, or a redeemed gift: the lifetime plan, active with no end. */
    activateLifetime(id: number, source: 'paid' | 'gift' = 'paid'): Promise<UserRow | undefined> {
      return change(id, {
        subscriptionStatus: 'active',
        subscriptionExpiry: null,
        subscriptionSource: source,
        complimentaryReason: null,
      });
    },

    /** An admin's complimentary access, for life (`until` null) or a period; or its end. */
    setComplimentary(
      id: number,
      grant: { reason: string; until: Date | null } | null,
    ): Promise<UserRow | undefined> {
      return change(
        id,
        grant
          ? {
              subscriptionStatus: 'active',
              subscriptionExpiry: grant.until,
              subscriptionSource: 'complimentary',
              complimentaryReason: grant.reason,
            }
          : {
              subscriptionStatus: 'free',
              subscriptionExpiry: null,
              subscriptionSource: null,
              complimentaryReason: null,
            },
      );
    },

    /** A Firebase sign-in to an account: verification, photo, a link, admin rights it earns. */
    recordFirebaseSignIn(id: number, { role, ...values }: FirebaseSignInChange) {
      return change(id, { ...values, ...(role && { role }) });
    },

    /** A new password, which ends every session signed with the old token version. */
    resetPassword(id: number, passwordHash: string): Promise<UserRow | undefined> {
      return change(id, { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` });
    },

    /** The account itself; what hangs on it goes by its foreign keys (decision 2). */
    async remove(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
