import { UPLOAD_KINDS, type TusUploadMetadata } from '@highwater/core/api/uploads';
import { badRequest } from '@/plugins/http-errors.ts';

const FILENAME_MAX_LENGTH = 255;

/**
 * The kind and file name an upload's `Upload-Metadata` declares. The kind says which checks and
 * limits apply; the content must still prove it. The name is never stored nor used.
 */
export function readTusMetadata(
  metadata: Record<string, string | null> | undefined,
): TusUploadMetadata {
  const kind = UPLOAD_KINDS.find((k) => k === metadata?.kind);
  if (!kind) {
    throw badRequest(`Upload-Metadata must name the kind: "kind" is ${UPLOAD_KINDS.join(' or ')}`);
  }
  const filename = metadata?.filename ?? undefined;
  if (filename !== undefined && filename.length > FILENAME_MAX_LENGTH) {
    throw badRequest(`Upload-Metadata "filename" is longer than ${FILENAME_MAX_LENGTH} characters`);
  }
  return filename === undefined ? { kind } : { kind, filename };
}
