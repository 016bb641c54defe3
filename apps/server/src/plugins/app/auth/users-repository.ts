import { eq, sql } from 'drizzle-orm';
import type { Role } from '@codegrow/shared/constants/domain';
import type { User } from '@codegrow/shared/schemas/user';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The user as the API shows it: the spec's field names, never the password hash. */
export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    subscription_status: row.subscriptionStatus,
    subscription_expiry: row.subscriptionExpiry?.toISOString() ?? null,
    photo_url: row.photoUrl,
    profilePicture: row.photoUrl,
    authProvider: row.authProvider,
    firebaseUid: row.firebaseUid,
    emailVerified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
  };
}

export function createUsersRepository(db: Executor) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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

    async setRole(id: number, role: Role): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
