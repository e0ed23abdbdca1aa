import type { Media } from '@highwater/core/api/posts';
import type { UploadKind } from '@highwater/core/api/uploads';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { Db } from '@/db/database.ts';
import { examineWholeFile } from '@/media/receive-upload.ts';
import { removeFiles } from '@/media/unattached-uploads.ts';
import { ownerColumns, type UploadOwner } from '@/media/upload-owner.ts';
import { badRequest, HttpError, notFound } from '@/plugins/http-errors.ts';
import {
  bytesInFlight,
  deleteUnattachedMedia,
  insertResumableUpload,
  linkResumableUpload,
  lockClientUploads,
  type ResumableUploadRow,
} from '@/repositories/resumable-upload-repository.ts';
import { insertUpload } from '@/repositories/upload-repository.ts';
import { keepReceivedUpload, tooLarge, type UploadDeps } from '@/services/upload-service.ts';

export interface ResumableLimits {
  maxBytes: Record<UploadKind, number>;
  photoMaxPixels: number;
  ffmpegPath: string;
  /** Unfinished uploads older than this no longer count (the clean-up removes them). */
  ttlMs: number;
  /** What one address of public reporters may have declared in unfinished uploads together. */
  publicBytesInFlight: number;
}

export const UPLOAD_NOT_FOUND = 'Upload not found';

export interface NewResumableUpload {
  id: string;
  kind: UploadKind;
  length: number;
  owner: UploadOwner;
  /** The client's address, hashed. */
  clientKey: string;
}

/**
 * Records a new upload after checking its declared length: not empty, within the kind's limit,
 * and for a public reporter within what the address may have in flight. The check and the record
 * are one transaction, under a lock per address, so uploads started together cannot all slip in.
 */
export async function startResumableUpload(
  db: Db,
  upload: NewResumableUpload,
  limits: ResumableLimits,
): Promise<void> {
  const maxBytes = limits.maxBytes[upload.kind];
  if (upload.length === 0) throw badRequest('The file is empty');
  if (upload.length > maxBytes) throw tooLarge(maxBytes);
  await db.transaction().execute(async (trx) => {
    if ('sessionHash' in upload.owner) {
      await lockClientUploads(trx, upload.clientKey);
      const since = new Date(Date.now() - limits.ttlMs);
      const inFlight = await bytesInFlight(trx, upload.clientKey, since);
      if (inFlight + upload.length > limits.publicBytesInFlight) {
        throw new HttpError(
          429,
          `Uploads from this address already wait for ${inFlight.toLocaleString('en-US')} bytes; ` +
            `at most ${limits.publicBytesInFlight.toLocaleString('en-US')} may be unfinished at ` +
            'once. Finish or cancel some first.',
        );
      }
    }
    await insertResumableUpload(trx, {
      id: upload.id,
      kind: upload.kind,
      ...ownerColumns(upload.owner),
      client_key: upload.clientKey,
      upload_length: upload.length,
    });
  });
}

/**
 * Turns an upload whose bytes are all here into the same unattached upload the multipart calls
 * make, with the same checks (keepReceivedUpload): the media row, owned as the upload was, and
 * the upload's link to it are written in one transaction. The received bytes are the caller's.
 */
export async function finishResumableUpload(
  deps: UploadDeps,
  upload: ResumableUploadRow,
  filePath: string,
  limits: ResumableLimits,
): Promise<Media> {
  const maxBytes = limits.maxBytes[upload.kind];
  const whole = await examineWholeFile(filePath, maxBytes);
  deps.countReceived(whole.byteSize);
  if (whole.byteSize !== upload.upload_length) {
    throw badRequest(
      `The upload holds ${whole.byteSize} bytes, not the ${upload.upload_length} declared`,
    );
  }
  const uploadLimits = {
    maxBytes,
    photoMaxPixels: limits.photoMaxPixels,
    ffmpegPath: limits.ffmpegPath,
  };
  return keepReceivedUpload(deps.storage, upload.kind, whole, uploadLimits, (values) =>
    deps.db.transaction().execute(async (trx) => {
      const row = await insertUpload(trx, {
        ...values,
        uploader_id: upload.uploader_id,
        upload_session_hash: upload.session_hash,
      });
      // Terminated or expired while its bytes were being checked: nothing is kept.
      if (!(await linkResumableUpload(trx, upload.id, row.id))) throw notFound(UPLOAD_NOT_FOUND);
      return row;
    }),
  );
}

/**
 * Terminates a finished upload: its media go, as long as nothing uses them yet (the upload's row
 * goes with them). An upload attached to a post or comment stays: 409.
 */
export async function terminateFinishedUpload(
  db: Db,
  storage: MediaStorage,
  mediaId: number,
): Promise<void> {
  const keys = await deleteUnattachedMedia(db, mediaId);
  if (!keys) {
    throw new HttpError(409, 'The upload is attached to a post or comment and cannot be removed');
  }
  await removeFiles(storage, [keys]);
}
