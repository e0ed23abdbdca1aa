import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { Db } from '@/db/database.ts';
import { deleteUnattachedUploads, type StoredKeys } from '@/repositories/upload-repository.ts';

const BATCH = 500;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Removes uploads older than `ttlMs` that were never attached to a comment (nor to a post): the
 * rows first, then their stored files. Answers how many were removed. A file that cannot be
 * removed is reported through onFileError and left behind; its row is already gone, so nothing
 * serves or lists it.
 */
export async function removeUnattachedUploads(
  db: Db,
  storage: MediaStorage,
  options: { ttlMs: number; now?: Date; onFileError?: (key: string, error: unknown) => void },
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.ttlMs);
  let removed = 0;
  for (;;) {
    const rows = await deleteUnattachedUploads(db, cutoff, BATCH);
    await removeFiles(storage, rows, options.onFileError);
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/** Removes a set of stored objects, each independently of the others. */
export async function removeFiles(
  storage: MediaStorage,
  rows: readonly StoredKeys[],
  onFileError?: (key: string, error: unknown) => void,
): Promise<void> {
  const keys = rows.flatMap((row) => [
    row.storage_key,
    ...(row.thumbnail_key ? [row.thumbnail_key] : []),
  ]);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') onFileError?.(keys[index]!, result.reason);
  });
}

/** Removes now, then every hour (or sooner for a shorter time allowed), until stopped. */
export function scheduleUnattachedUploadRemoval(
  db: Db,
  storage: MediaStorage,
  ttlMs: number,
  onError: (error: unknown) => void,
): () => void {
  const run = () =>
    void removeUnattachedUploads(db, storage, {
      ttlMs,
      onFileError: (_key, error) => onError(error),
    }).catch(onError);
  run();
  const timer = setInterval(run, Math.min(HOUR_MS, Math.max(MINUTE_MS, ttlMs)));
  timer.unref();
  return () => clearInterval(timer);
}
