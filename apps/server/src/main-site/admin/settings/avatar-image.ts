import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import { receiveToTemporaryFile, type IncomingFile } from '@/media/receive-upload.ts';
import { sniffUploadType } from '@/media/sniff-type.ts';
import { AVATAR_KEY_PREFIX, AVATAR_SIZE } from './settings-limits.ts';
import type { SettingsError } from './settings-texts.ts';

// An avatar is a photo of the kinds every browser shows; AVIF is left to posts' photos.
const AVATAR_FORMATS: Record<string, string> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

export type AvatarOutcome = { ok: true; key: string } | { ok: false; error: SettingsError };

/**
 * Takes an avatar upload with the checks of every upload (type from the content, no page markup,
 * pixel limit before decoding, a full decode) and stores it anew as a square JPEG: turned upright,
 * cut to the centre, and without any of the original's metadata (EXIF, GPS, XMP). Answers the
 * stored key, or why the file was refused; the temporary copy is removed either way.
 */
export async function storeAvatar(
  storage: MediaStorage,
  userId: number,
  file: IncomingFile,
  maxPixels: number,
): Promise<AvatarOutcome> {
  const received = await receiveToTemporaryFile(file);
  try {
    if (received.tooLarge) return { ok: false, error: 'photoTooLarge' };
    if (received.byteSize === 0) return { ok: false, error: 'photoMissing' };
    const sniffed = await sniffUploadType(received.path, 'photo');
    const format = sniffed && AVATAR_FORMATS[sniffed.extension];
    if (!format) return { ok: false, error: 'photoType' };
    if (received.markup) return { ok: false, error: 'photoMarkup' };
    const image = await squareJpeg(received.path, format, maxPixels);
    if (!image.ok) return image;
    const key = `${AVATAR_KEY_PREFIX}${userId}-${randomBytes(9).toString('base64url')}.jpg`;
    await storage.put(key, image.data);
    return { ok: true, key };
  } finally {
    await received.remove();
  }
}

async function squareJpeg(
  file: string,
  format: string,
  maxPixels: number,
): Promise<{ ok: true; data: Buffer } | { ok: false; error: SettingsError }> {
  const open = () => sharp(file, { limitInputPixels: maxPixels, failOn: 'error' });
  try {
    const metadata = await open().metadata();
    if (metadata.format !== format) return { ok: false, error: 'photoType' };
    const data = await open()
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { ok: true, data };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) return { ok: false, error: 'photoTooManyPixels' };
    return { ok: false, error: 'photoUnreadable' };
  }
}

/** The stored key behind an avatar address, when it is one this page stored (not a demo's). */
export function ownAvatarKey(avatarUrl: string | null): string | null {
  const prefix = `/media/${AVATAR_KEY_PREFIX}`;
  return avatarUrl?.startsWith(prefix) ? avatarUrl.slice('/media/'.length) : null;
}
