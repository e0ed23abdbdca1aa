/** The OpenAPI description of the resumable upload calls; docs/architecture.md says more. */
export const TUS_DESCRIPTION =
  'tus 1.0 (creation, creation-with-upload, termination, expiration) at /api/v2/uploads/tus. ' +
  'Who: a member (Bearer access token) or a resident of the public report page, who sends ' +
  'Upload-Session: a random token of 22 to 128 letters, digits, "-" or "_" that the page makes; ' +
  'only the same token (or member) reads, resumes, deletes or attaches the upload, anyone else ' +
  'gets 404. Upload-Metadata: kind (photo or video, required) and filename (optional, never ' +
  'kept); Upload-Length is required and checked against the kind’s size limit (413). A wrong ' +
  'Upload-Offset answers 409. Once all bytes are in, the file goes through the same checks as ' +
  'POST /uploads/photo and /uploads/video (type from the content, 415; photos re-encoded ' +
  'without EXIF or GPS, videos written again without metadata; 503 when the media store is ' +
  'unavailable) and becomes an unattached upload: the last PATCH (or the POST that carried ' +
  'every byte) answers its id in Upload-Media-Id, HEAD keeps answering it, and GET on the ' +
  'upload URL answers the Media (409 before it is complete). A refused file is removed. An ' +
  'unfinished upload is removed after RESUMABLE_UPLOAD_TTL_MS; a finished one not attached ' +
  'within a day. Residents: PUBLIC_UPLOAD_RATE_LIMIT_PER_MINUTE new uploads per address and ' +
  'minute, and at most PUBLIC_UPLOAD_BYTES_IN_FLIGHT bytes declared by unfinished uploads per ' +
  'address (429).';
