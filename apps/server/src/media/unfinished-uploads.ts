import type { FileStore } from '@tus/file-store';
import type { Db } from '@/db/database.ts';
import { deleteUnfinishedUploads } from '@/repositories/resumable-upload-repository.ts';
import { removeParts } from './resumable-parts.ts';

const BATCH = 500;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Removes resumable uploads started more than `ttlMs` ago and never finished: their rows, then
 * their bytes; then any bytes the folder still holds past that age without a row (a crash between
 * the two). Answers how many uploads were removed.
 */
export async function removeUnfinishedUploads(
  db: Db,
  parts: FileStore,
  options: { ttlMs: number; now?: Date },
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.ttlMs);
  let removed = 0;
  for (;;) {
    const ids = await deleteUnfinishedUploads(db, cutoff, BATCH);
    for (const id of ids) await removeParts(parts, id);
    removed += ids.length;
    if (ids.length < BATCH) break;
  }
  await parts.deleteExpired();
  return removed;
}

/** Removes now, then every hour (or sooner for a shorter time allowed), until stopped. */
export function scheduleUnfinishedUploadRemoval(
  db: Db,
  parts: Promise<FileStore>,
  ttlMs: number,
  onError: (error: unknown) => void,
): () => void {
  const run = () =>
    void parts.then((store) => removeUnfinishedUploads(db, store, { ttlMs })).catch(onError);
  run();
  const timer = setInterval(run, Math.min(HOUR_MS, Math.max(MINUTE_MS, ttlMs)));
  timer.unref();
  return () => clearInterval(timer);
}
