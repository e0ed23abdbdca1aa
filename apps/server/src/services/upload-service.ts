import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Insertable } from 'kysely';
import type { Media } from '@highwater/core/api/posts';
import type { UploadKind } from '@highwater/core/api/uploads';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { Db } from '@/db/database.ts';
import type { MediaTable } from '@/db/schema.ts';
import { badRequest, HttpError, ServiceUnavailable } from '@/plugins/http-errors.ts';
import { processPhoto, PhotoRejected } from '@/media/photo-processing.ts';
import {
  receiveToTemporaryFile,
  type IncomingFile,
  type WholeFile,
} from '@/media/receive-upload.ts';
import { ACCEPTED_DESCRIPTION, sniffUploadType, type SniffedType } from '@/media/sniff-type.ts';
import { stripVideoMetadata } from '@/media/strip-video-metadata.ts';
import { makeVideoPoster } from '@/media/video-poster.ts';
import type { MediaRow } from '@/repositories/post-detail-repository.ts';
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

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than ${maxBytes.toLocaleString('en-US')} bytes`);

/** The values of a new upload's media row, but for who owns it. */
export type UploadValues = Omit<
  Insertable<MediaTable>,
  'uploader_id' | 'intake_key_id' | 'upload_session_hash'
>;

/** Writes the media row of a stored upload (and whatever must change with it). */
export type RecordUpload = (values: UploadValues) => Promise<MediaRow>;

/** Whose upload it is: a user's, or (with no user) an intake key's. */
export interface UploadOwner {
  uploader_id: number | null;
  intake_key_id: number | null;
}

/**
 * Takes one photo or video from the user: received into a temporary file, checked and stored by
 * keepReceivedUpload, and recorded as an upload of the user (or intake key) attached to nothing
 * yet. The temporary file is removed whatever happens.
 */
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
    return await keepReceivedUpload(deps.storage, kind, received, limits, (values) =>
      insertUpload(deps.db, { ...values, ...owner }),
    );
  } finally {
    await received.remove();
  }
}

/**
 * The checks and work every upload goes through once its bytes are all here, whichever way they
 * came: its type read from its content, a photo decoded and re-encoded (a video written again
 * without its metadata, with a poster), stored under generated keys and recorded by `record`.
 * Stored files are removed again if recording fails; the received file is the caller's.
 */
export async function keepReceivedUpload(
  storage: MediaStorage,
  kind: UploadKind,
  received: WholeFile,
  limits: UploadLimits,
  record: RecordUpload,
): Promise<Media> {
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
    throw badRequest(`The ${kind} also holds web page markup (${received.markup}) and was refused`);
  }
  const stored =
    kind === 'photo'
      ? await storePhoto(storage, received, sniffed, limits)
      : await storeVideo(storage, received, sniffed, limits);
  try {
    const row = await record({
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
    await removeStored(storage, [stored.storageKey, stored.thumbnailKey]);
    throw error;
  }
}

async function storePhoto(
  storage: MediaStorage,
  received: WholeFile,
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
  received: WholeFile,
  sniffed: SniffedType,
  limits: UploadLimits,
): Promise<StoredUpload> {
  // A folder of its own: the received file may live where other files must not appear.
  const folder = await mkdtemp(path.join(tmpdir(), 'highwater-video-'));
  try {
    const stripped = path.join(folder, 'stripped');
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
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
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
