import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where photos, videos and thumbnails live; keys are relative paths such as `demo/a/1600.jpg`. */
export interface MediaStorage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The size of a stored object, or null when there is none. */
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  get(key: string, range?: ByteRange): Readable;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
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
        throw error;
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
    get(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
