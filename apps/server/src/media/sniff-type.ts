import { fileTypeFromFile } from 'file-type';
import type { UploadKind } from '@highwater/core/api/uploads';
import { mediaContentType } from './media-types.ts';

/** A file's type as read from its first bytes, with the extension it is stored under. */
export interface SniffedType {
  /** The stored file's extension; always one that GET /media/* serves. */
  extension: string;
  mime: string;
}

// What each kind accepts, by the extension file-type reports. Photos are decoded and re-encoded
// as JPEG; videos keep their streams as sent, so only containers that browsers play are taken.
// HEIC is left out: the image library reads AVIF but not HEVC-coded HEIF.
const ACCEPTED: Record<UploadKind, readonly string[]> = {
  photo: ['jpg', 'png', 'webp', 'avif'],
  video: ['mp4', 'm4v', 'mov', 'webm'],
};

export const ACCEPTED_DESCRIPTION: Record<UploadKind, string> = {
  photo: 'JPEG, PNG, WebP or AVIF',
  video: 'MP4, QuickTime or WebM',
};

/**
 * The type of the file from its content (magic bytes), when it is one the kind accepts; null
 * otherwise. Text formats (SVG, HTML) have no signature, so they are never accepted.
 */
export async function sniffUploadType(file: string, kind: UploadKind): Promise<SniffedType | null> {
  const found = await fileTypeFromFile(file);
  if (!found || !ACCEPTED[kind].includes(found.ext)) return null;
  const mime = mediaContentType(`file.${found.ext}`);
  return mime ? { extension: found.ext, mime } : null;
}
