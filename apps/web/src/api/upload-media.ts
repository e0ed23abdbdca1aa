import { useCallback } from 'react';
import type { Media } from '@highwater/core/api/posts';
import {
  UPLOAD_FIELD,
  XHR_ERROR,
  XHR_RESPONSE_PARSE_ERROR,
  type UploadKind,
} from '@highwater/core/api/uploads';
import { useSessionController } from '@/auth/session-context.tsx';
import { useApi } from './api-context.tsx';

/** A failed upload; its message is the answer's status text, XHR_ERROR or XHR_RESPONSE_PARSE_ERROR. */
export class UploadError extends Error {
  override name = 'UploadError';
  /** The HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  /**
   * What the upload error shows beside its sentence (spec 001 section 8): the answer's status
   * code and text, or the XHR code.
   */
  readonly detail: string;

  constructor(message: string, status = 0, detail = message) {
    super(message);
    this.status = status;
    this.detail = detail;
  }
}

export interface UploadProgress {
  uploadProgress: number;
  uploadTotal: number;
}

export interface UploadRequest {
  url: string;
  file: File;
  /** The Authorization header value, the same one the API client sends. */
  authorization: string | null;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/** The upload path is chosen from the file's declared type; the server checks the content. */
export const uploadKindOf = (file: File): UploadKind =>
  file.type.startsWith('video/') ? 'video' : 'photo';

/** The fields the form relies on; the rest of the media object is the server's contract. */
function isMedia(value: unknown): value is Media {
  if (typeof value !== 'object' || value === null) return false;
  const media = value as Record<string, unknown>;
  return (
    Number.isInteger(media.id) &&
    (media.type === 'image' || media.type === 'video') &&
    typeof media.url === 'string'
  );
}

function readMedia(text: string): Media | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isMedia(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The status text, with the server's own explanation when it sent one. */
function failureText(xhr: XMLHttpRequest): string {
  const statusText = xhr.statusText || String(xhr.status);
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message && message !== statusText) {
        return `${statusText}: ${message}`;
      }
    }
  } catch {
    // No JSON body: the status text alone.
  }
  return statusText;
}

/**
 * Sends one file as multipart form data. XMLHttpRequest rather than fetch, because only it reports
 * the progress of a request body; aborting the signal cancels the upload (an AbortError).
 */
export function sendUpload({
  url,
  file,
  authorization,
  onProgress,
  signal,
}: UploadRequest): Promise<Media> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal.removeEventListener('abort', onAbort);

    xhr.upload.addEventListener('progress', (event) => {
      onProgress({ uploadProgress: event.loaded, uploadTotal: event.total || file.size });
    });
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) {
        // HTTP/2 answers carry no status text: the code alone then.
        const status = `${xhr.status} ${xhr.statusText}`.trim();
        reject(new UploadError(failureText(xhr), xhr.status, status));
        return;
      }
      const media = readMedia(xhr.responseText);
      if (media) resolve(media);
      else reject(new UploadError(XHR_RESPONSE_PARSE_ERROR, xhr.status));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new UploadError(XHR_ERROR));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });

    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    onProgress({ uploadProgress: 0, uploadTotal: file.size });
    xhr.send(form);
  });
}

/** Uploads a photo or a video to POST /uploads/photo or /uploads/video under the API base. */
export function useUploadMedia() {
  const api = useApi();
  const session = useSessionController();
  return useCallback(
    async (file: File, onProgress: UploadRequest['onProgress'], signal: AbortSignal) =>
      sendUpload({
        url: api.url(`/uploads/${uploadKindOf(file)}`),
        file,
        authorization: await session.authorization(),
        onProgress,
        signal,
      }),
    [api, session],
  );
}
