import type { Db } from '@/db/database.ts';
import { purgeEndedRateLimitWindows } from '@/repositories/rate-limit-repository.ts';

// Limits count per minute: every ten minutes keeps the table to the clients of a few windows.
const PURGE_EVERY_MS = 600_000;

/** Deletes ended rate-limit windows now, then every ten minutes until stopped. */
export function scheduleRateLimitPurge(db: Db, onError: (error: unknown) => void): () => void {
  const run = () => void purgeEndedRateLimitWindows(db).catch(onError);
  run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
