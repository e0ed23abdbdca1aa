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
