import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { UserRow } from './users-repository';

/** A session as a request finds it: its account, when it began and when it ends unless renewed. */
export interface LiveSession {
  user: UserRow;
  signedInAt: Date;
  expiresAt: Date;
  /** The latest it may last, however often renewed. */
  endsBy: Date;
}

/** The server's record of who is signed in where: the one writer of `sessions`. */
export function createSessionsRepository(db: Executor) {
  return {
    /**
     * A new session for a sign-in, good for `lifeMs` and renewable up to `maxMs` from now. The
     * account's sessions that have ended are cleared on the way, so none are left to pile up.
     */
    async open(
      userId: number,
      lifeMs: number,
      maxMs: number,
    ): Promise<{ id: string; expiresAt: Date }> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
      const id = randomBytes(18).toString('base64url');
      const now = Date.now();
      const expiresAt = new Date(now + Math.min(lifeMs, maxMs));
      await db.insert(sessions).values({ id, userId, expiresAt, endsBy: new Date(now + maxMs) });
      return { id, expiresAt };
    },

    /** The session and its account while it lasts; undefined once it ended or was ended. */
    async find(id: string): Promise<LiveSession | undefined> {
      const [row] = await db
        .select({
          user: getTableColumns(users),
          signedInAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          endsBy: sessions.endsBy,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)));
      return row;
    },

    /**
     * Moves the session's end to `lifeMs` from now, never past its `endsBy`; answers the new
     * end, or undefined when it had ended meanwhile.
     */
    async renew(id: string, lifeMs: number): Promise<Date | undefined> {
      const wanted = new Date(Date.now() + lifeMs).toISOString();
      const [row] = await db
        .update(sessions)
        .set({ expiresAt: sql`least(${wanted}::timestamptz, ${sessions.endsBy})` })
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
        .returning({ expiresAt: sessions.expiresAt });
      return row?.expiresAt;
    },

    /** Ends one session (signing out); answers its account, or null when it was gone. */
    async end(id: string): Promise<number | null> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.id, id))
        .returning({ userId: sessions.userId });
      return row?.userId ?? null;
    },

    /** Ends every session of the account ('Sign out everywhere'). */
    async endAll(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
