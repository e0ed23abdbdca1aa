import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Media } from '@highwater/core/api/posts';
import type { UploadKind } from '@highwater/core/api/uploads';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { Db } from '@/db/database.ts';
import { badRequest, HttpError, ServiceUnavailable } from '@/plugins/http-errors.ts';
import { processPhoto, PhotoRejected } from '@/media/photo-processing.ts';
import {
  receiveToTemporaryFile,
  type IncomingFile,
  type ReceivedFile,
} from '@/media/receive-upload.ts';
import { ACCEPTED_DESCRIPTION, sniffUploadType, type SniffedType } from '@/media/sniff-type.ts';
import { stripVideoMetadata } from '@/media/strip-video-metadata.ts';
import { makeVideoPoster } from '@/media/video-poster.ts';
import { insertUpload } from '@/repositories/upload-repository.ts';
import { toMedia } from '@/services/post-detail-service.ts';

export interface UploadLimits {
  maxBytes: number;
  photoMaxPixels: number;
  ffmpegPath: string;
}

export interface UploadDeps {
  db: Db;
  storage: MediaStorage;
  /** Told the size of every file received, kept or refused (the upload-bytes metric). */
  countReceived: (bytes: number) => void;
}

interface StoredUpload {
  type: 'image' | 'video';
  mimeType: string;
  storageKey: string;
  thumbnailKey: string;
  width: number | null;
  height: number | null;
  byteSize: number;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than ${maxBytes.toLocaleString('en-US')} bytes`);

/**
 * Takes one photo or video from the user: received into a temporary file, its type read from its
 * content, a photo decoded and re-encoded (a video written again without its metadata, with a
 * poster), stored under
 * generated keys and recorded as an upload of the user (or intake key) attached to nothing yet. The temporary
 * file is removed whatever happens, and stored files are removed again if recording fails.
 */
/** Whose upload it is: a user's, or (with no user) an intake key's. */
export interface UploadOwner {
  uploader_id: number | null;
  intake_key_id: number | null;
}

export async function storeUpload(
  deps: UploadDeps,
  owner: UploadOwner,
  kind: UploadKind,
  file: IncomingFile,
  limits: UploadLimits,
): Promise<Media> {
  const received = await receiveToTemporaryFile(file);
  deps.countReceived(received.byteSize);
  try {
    if (received.tooLarge) throw tooLarge(limits.maxBytes);
    if (received.byteSize === 0) throw badRequest('The file is empty');
    const sniffed = await sniffUploadType(received.path, kind);
    if (!sniffed) {
      throw new HttpError(
        415,
        `The file is not a ${kind} of a supported type (${ACCEPTED_DESCRIPTION[kind]})`,
      );
    }
    if (received.markup) {
      throw badRequest(
        `The ${kind} also holds web page markup (${received.markup}) and was refused`,
      );
    }
    const stored =
      kind === 'photo'
        ? await storePhoto(deps.storage, received, sniffed, limits)
        : await storeVideo(deps.storage, received, sniffed, limits);
    try {
      const row = await insertUpload(deps.db, {
        ...owner,
        type: stored.type,
        mime_type: stored.mimeType,
        storage_key: stored.storageKey,
        thumbnail_key: stored.thumbnailKey,
        width: stored.width,
        height: stored.height,
        byte_size: stored.byteSize,
      });
      return toMedia(row);
    } catch (error) {
      await removeStored(deps.storage, [stored.storageKey, stored.thumbnailKey]);
      throw error;
    }
  } finally {
    await received.remove();
  }
}

async function storePhoto(
  storage: MediaStorage,
  received: ReceivedFile,
  sniffed: SniffedType,
  limits: UploadLimits,
): Promise<StoredUpload> {
  const photo = await processPhoto(received.path, sniffed.extension, limits.photoMaxPixels).catch(
    (error: unknown) => {
      if (!(error instanceof PhotoRejected)) throw error;
      throw error.reason === 'too-many-pixels'
        ? new HttpError(413, error.message)
        : badRequest(error.message);
    },
  );
  const base = newKeyBase();
  const storageKey = `${base}.jpg`;
  const thumbnailKey = `${base}-thumb.jpg`;
  await storeAll(storage, [
    [storageKey, photo.display],
    [thumbnailKey, photo.thumbnail],
  ]);
  return {
    type: 'image',
    mimeType: 'image/jpeg',
    storageKey,
    thumbnailKey,
    width: photo.width,
    height: photo.height,
    byteSize: photo.display.length,
  };
}

async function storeVideo(
  storage: MediaStorage,
  received: ReceivedFile,
  sniffed: SniffedType,
  limits: UploadLimits,
): Promise<StoredUpload> {
  // Next to the received file, so removing that removes this too.
  const stripped = `${received.path}-stripped`;
  const outcome = await stripVideoMetadata(
    received.path,
    stripped,
    sniffed.extension,
    limits.ffmpegPath,
  );
  // A video that keeps the place it was filmed is never stored: no ffmpeg, no videos.
  if (outcome === 'no-ffmpeg') throw new ServiceUnavailable(VIDEOS_UNAVAILABLE);
  if (outcome === 'unreadable') {
    throw new HttpError(415, 'The video could not be read to remove its location data');
  }
  const { size } = await stat(stripped);
  const poster = await makeVideoPoster(stripped, sniffed.extension, limits.ffmpegPath);
  const base = newKeyBase();
  const storageKey = `${base}.${sniffed.extension}`;
  const thumbnailKey = `${base}-poster.jpg`;
  await storeAll(storage, [
    [storageKey, () => createReadStream(stripped)],
    [thumbnailKey, poster.jpeg],
  ]);
  return {
    type: 'video',
    mimeType: sniffed.mime,
    storageKey,
    thumbnailKey,
    width: poster.width,
    height: poster.height,
    byteSize: size,
  };
}

const VIDEOS_UNAVAILABLE =
  'Videos cannot be taken: the server has no ffmpeg to remove their location data';

type Content = Buffer | (() => Readable);

/** Stores every object, or none: what was stored is removed again when one fails. */
async function storeAll(storage: MediaStorage, objects: [string, Content][]): Promise<void> {
  const done: string[] = [];
  try {
    for (const [key, content] of objects) {
      await storage.put(key, Buffer.isBuffer(content) ? content : content());
      done.push(key);
    }
  } catch (error) {
    await removeStored(storage, done);
    throw error;
  }
}

async function removeStored(storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** uploads/<year>/<month>/<128 random bits>: unguessable, and never the sender's file name. */
function newKeyBase(now = new Date()): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${year}/${month}/${randomBytes(16).toString('hex')}`;
}
