import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';

export interface CountedHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** The given time, or the database's clock: one clock for all instances, whatever theirs say. */
const clock = (now: Date | undefined) => (now ? sql<Date>`${now}::timestamptz` : sql<Date>`now()`);

/**
 * Counts one hit of a client on a route in one statement, so that hits arriving at the same time
 * through any instance count one by one. A hit after the window's end starts a new window.
 */
export async function countHit(
  db: Db,
  hit: { route: string; clientKey: string; windowMs: number; now?: Date },
): Promise<CountedHit> {
  const now = clock(hit.now);
  const upsert = sql<{ hits: number; ttl_ms: number }>`
    INSERT INTO rate_limit_counters AS c (route, client_key, hits, expires_at)
    VALUES (${hit.route}, ${hit.clientKey}, 1,
            ${now} + ${hit.windowMs}::float8 * interval '1 millisecond')
    ON CONFLICT (route, client_key) DO UPDATE SET
      hits = CASE WHEN c.expires_at <= ${now} THEN 1 ELSE c.hits + 1 END,
      expires_at = CASE WHEN c.expires_at <= ${now} THEN excluded.expires_at ELSE c.expires_at END
    RETURNING c.hits, (extract(epoch FROM c.expires_at - ${now}) * 1000)::float8 AS ttl_ms`;
  const row = (await upsert.execute(db)).rows[0]!;
  return { hits: row.hits, ttlMs: Math.max(0, Math.round(row.ttl_ms)) };
}

/** Deletes the counters of windows that have ended; answers how many. */
export async function purgeEndedRateLimitWindows(db: Db, now?: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('expires_at', '<=', clock(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
