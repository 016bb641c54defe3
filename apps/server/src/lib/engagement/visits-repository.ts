import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { VisitorStats } from '@codegrow/shared/schemas/engagement';
import type { Database } from '../../db/client';
import { visits } from '../../db/schema/index';

/** One visitor's views a day stop counting here, so a script cannot inflate the totals. */
const MAX_VIEWS_PER_VISITOR_DAY = 1000;

/**
 * Visitors are counted by a hash of IP and user agent salted with a server secret
 * and the day: no raw address is stored, and the same person is one visitor a day.
 */
export function createVisitsRepository(db: Database, salt: string) {
  const visitorHash = (day: string, ip: string, userAgent: string) =>
    createHash('sha256').update(`${salt}|${day}|${ip}|${userAgent}`).digest('base64url');

  return {
    async record(ip: string, userAgent: string, referrer: string | null): Promise<void> {
      const day = new Date().toISOString().slice(0, 10);
      await db
        .insert(visits)
        .values({ day, visitorHash: visitorHash(day, ip, userAgent), referrer })
        .onConflictDoUpdate({
          target: [visits.day, visits.visitorHash],
          set: { views: sql`least(${visits.views} + 1, ${MAX_VIEWS_PER_VISITOR_DAY})` },
        });
    },

    /**
     * totalViews: every counted page load; totalVisitors: visitors summed over days;
     * uniqueVisitors: distinct visitors today (daily salts make longer spans unknowable).
     */
    async stats(): Promise<VisitorStats> {
      const [row] = await db
        .select({
          totalViews: sql<number>`coalesce(sum(${visits.views}), 0)::int`,
          totalVisitors: sql<number>`count(*)::int`,
          uniqueVisitors: sql<number>`(count(*) FILTER (WHERE ${visits.day} = (now() AT TIME ZONE 'utc')::date))::int`,
        })
        .from(visits);
      return row ?? { totalViews: 0, totalVisitors: 0, uniqueVisitors: 0 };
    },
  };
}
