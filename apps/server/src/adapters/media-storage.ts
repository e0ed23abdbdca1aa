import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MediaStoreUnavailable } from './media-store-unavailable.ts';

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where photos, videos and thumbnails live; keys are relative paths such as `demo/a/1600.jpg`.
 * A store that fails (unreachable, refusing, full) throws MediaStoreUnavailable.
 */
export interface MediaStorage {
  /** Resolves once the whole object is stored, never before. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The size of a stored object, or null when there is none. */
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  /**
   * The object's bytes, or null when there is none. Resolves once the store has answered, so that
   * a failing store is known before a reply has begun.
   */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Writes and removes a probe object; throws MediaStoreUnavailable saying what is wrong. */
  check(): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const MAX_MEDIA_KEY_LENGTH = 512;

/**
 * Whether a key is a safe relative path: segments of letters, digits, dot, dash and underscore,
 * none starting with a dot (so no `..`, no hidden files), no empty segments, no backslashes.
 */
export function isValidMediaKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_MEDIA_KEY_LENGTH &&
    key.split('/').every((segment) => SEGMENT.test(segment))
  );
}

/** Stores objects as files under one folder. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(base, ...key.split('/'));
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(temporary, data);
        else await pipeline(data, createWriteStream(temporary));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw diskFailure(error);
      }
    },
    async size(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    async exists(key) {
      return (await this.size(key)) !== null;
    },
    async get(key, range) {
      const stream = createReadStream(
        fileOf(key),
        range ? { start: range.start, end: range.end } : {},
      );
      try {
        await once(stream, 'open');
        return stream;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw diskFailure(error);
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      // A dot name: never a valid key, so never served or listed as media.
      const probe = path.join(base, `.probe-${randomBytes(6).toString('hex')}`);
      try {
        await mkdir(base, { recursive: true });
        await writeFile(probe, 'probe');
        await rm(probe);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        throw new MediaStoreUnavailable(
          `the media folder ${base} cannot be written (${code}); correct MEDIA_DIR or its permissions.`,
          { cause: error },
        );
      }
    },
  };
}

/** A disk that cannot take or give a file (full, read-only, failing); a bad key stays a bug. */
function diskFailure(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code !== 'string') return error;
  return new MediaStoreUnavailable(`the media folder failed (${code})`, { cause: error });
}
