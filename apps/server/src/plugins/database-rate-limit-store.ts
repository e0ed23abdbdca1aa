import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '@/db/database.ts';
import { countHit } from '@/repositories/rate-limit-repository.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildSettings = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * What @fastify/rate-limit passes to `child`: the route's merged limit settings with the route
 * itself under `routeInfo` (its typings name the route's options instead).
 */
interface RouteLimitSettings {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store over the database, so that the limits hold across instances
 * (its default store counts in each instance's memory). Each limited route gets a child store
 * and counts of its own, as with the default store.
 *
 * When the database fails, the request fails with it (fail closed): every limited route needs the
 * database for its own work anyway (passwords, tokens, uploads), so letting it through would only
 * let a guesser past the limit while the database is struggling; a busy database answers 503.
 */
export function databaseRateLimitStore(db: Db, now?: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #route: string;

    constructor(_settings: object, route = '') {
      this.#route = route;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      // Keys carry client addresses and user ids: only their hashes are kept.
      const clientKey = createHash('sha256').update(key).digest('hex');
      countHit(db, { route: this.#route, clientKey, windowMs: timeWindow, now: now?.() }).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(settings: ChildSettings): FastifyRateLimitStore {
      const { routeInfo } = settings as ChildSettings & RouteLimitSettings;
      const { method = '', url = '' } = routeInfo ?? {};
      return new DatabaseRateLimitStore(settings, `${[method].flat().join(',')} ${url}`);
    }
  }
  return DatabaseRateLimitStore;
}
