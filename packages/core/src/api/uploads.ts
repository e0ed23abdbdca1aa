/**
 * POST /api/v2/uploads/photo and /api/v2/uploads/video: multipart form data with one field
 * `file`; each answers the stored Media object (api/posts.ts). The kind is decided from the
 * content, never from the name or the declared type.
 */
export const UPLOAD_FIELD = 'file';
export const UPLOAD_KINDS = ['photo', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Default size limits; the server's are settings. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** An upload never attached to a comment is removed after this long. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** The upload errors the browser shows besides the answer's status text (spec 001 section 8). */
export const XHR_ERROR = 'XHR_ERROR';
export const XHR_RESPONSE_PARSE_ERROR = 'XHR_RESPONSE_PARSE_ERROR';

/**
 * Resumable uploads (tus 1.0, https://tus.io/protocols/resumable-upload): creation,
 * creation-with-upload, HEAD/PATCH resume, termination and expiration at this path; each upload
 * at `${TUS_UPLOAD_PATH}/{id}`. A finished upload is the same unattached upload as the multipart
 * calls make.
 */
export const TUS_UPLOAD_PATH = '/api/v2/uploads/tus';

/** On the PATCH (or creation-with-upload POST) that completes an upload, and on HEAD after it. */
export const UPLOAD_MEDIA_ID_HEADER = 'Upload-Media-Id';

/**
 * The public report page's session: a random token it makes (at least 128 bits) and sends on
 * every tus request of a resident who is not signed in. Only the same token reads, resumes,
 * deletes or attaches the upload.
 */
export const UPLOAD_SESSION_HEADER = 'Upload-Session';
export const UPLOAD_SESSION_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/** The keys of `Upload-Metadata` the server reads; `kind` is required, `filename` optional. */
export interface TusUploadMetadata {
  kind: UploadKind;
  filename?: string;
}

/** An upload not finished within this long is removed with its received parts. */
export const RESUMABLE_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
