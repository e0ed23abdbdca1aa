import { createHash } from 'node:crypto';
import { UPLOAD_SESSION_HEADER, UPLOAD_SESSION_PATTERN } from '@highwater/core/api/uploads';
import { badRequest } from '@/plugins/http-errors.ts';

/**
 * Who an upload belongs to: a signed-in member, or a public reporter known only by the report
 * page's session token (kept as its hash, so the database never holds a usable token).
 */
export type UploadOwner = { userId: number } | { sessionHash: string };

export function uploadSessionHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The owner a report session token names; 400 for one too short or with other characters. */
export function sessionOwner(token: string): { sessionHash: string } {
  if (!UPLOAD_SESSION_PATTERN.test(token)) {
    throw badRequest(
      `${UPLOAD_SESSION_HEADER} must be 22 to 128 letters, digits, "-" or "_" (a random token)`,
    );
  }
  return { sessionHash: uploadSessionHash(token) };
}

/** Whether a row's owner columns name this owner. */
export function ownedBy(
  row: { uploader_id: number | null; session_hash: string | null },
  owner: UploadOwner,
): boolean {
  return 'userId' in owner
    ? row.uploader_id === owner.userId
    : row.session_hash !== null && row.session_hash === owner.sessionHash;
}

/** The owner columns of a row. */
export function ownerColumns(owner: UploadOwner): {
  uploader_id: number | null;
  session_hash: string | null;
} {
  return 'userId' in owner
    ? { uploader_id: owner.userId, session_hash: null }
    : { uploader_id: null, session_hash: owner.sessionHash };
}
