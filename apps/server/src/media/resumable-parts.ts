import { mkdir } from 'node:fs/promises';
import { FileStore } from '@tus/file-store';

/**
 * The folder where resumable uploads' bytes wait until complete (with tus's info file beside each),
 * made if missing. Its expiration lets tus refuse, and remove, uploads older than `ttlMs`.
 */
export async function openResumableParts(directory: string, ttlMs: number): Promise<FileStore> {
  // FileStore makes its folder without waiting and throws where no one can catch it.
  await mkdir(directory, { recursive: true });
  return new FileStore({ directory, expirationPeriodInMilliseconds: ttlMs });
}

/** Removes an upload's bytes and info; already gone is fine. */
export async function removeParts(parts: FileStore, id: string): Promise<void> {
  try {
    await parts.remove(id);
  } catch (error) {
    // tus answers its own error object, not an Error, for an upload it does not have.
    if (error instanceof Error) throw error;
  }
}
