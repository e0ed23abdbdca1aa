import { useCallback, useEffect, useRef, useState } from 'react';
import type { Media } from '@highwater/core/api/posts';
import { useUploadMedia, type UploadProgress } from '@/api/upload-media.ts';
import { logError } from '@/lib/error-reporting.ts';

/** One file on its way to a comment or a sighting (spec 001 section 3, "Media upload"). */
export interface MediaUpload extends UploadProgress {
  key: string;
  file: File;
  /** Why it failed, once it did. */
  error: Error | null;
  /** The stored media, once done. */
  media: Media | null;
}

export const isUploading = (upload: MediaUpload) => !upload.media && !upload.error;

let lastKey = 0;

/**
 * Files being attached to something not sent yet: each uploads at once, in progress until done or
 * failed; a failed one can be sent again, and any can be cancelled or removed. Leaving the form
 * cancels what is still uploading. At most `max` files are kept.
 */
export function useUploads(max: number) {
  const upload = useUploadMedia();
  const [uploads, setUploads] = useState<readonly MediaUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<MediaUpload>) => {
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      void upload(file, (progress) => patch(key, progress), controller.signal)
        .then(
          (media) => patch(key, { media }),
          (error: unknown) => {
            // A cancelled upload has already left the list.
            if (controller.signal.aborted) return;
            logError(error);
            patch(key, { error: error instanceof Error ? error : new Error(String(error)) });
          },
        )
        .finally(() => {
          if (controllers.current.get(key) === controller) controllers.current.delete(key);
        });
    },
    [upload, patch],
  );

  const start = useCallback(
    (file: File) => {
      lastKey += 1;
      const key = `upload-${lastKey}`;
      const item: MediaUpload = {
        key,
        file,
        uploadProgress: 0,
        uploadTotal: file.size,
        error: null,
        media: null,
      };
      setUploads((list) => [...list, item]);
      send(key, file);
    },
    [send],
  );

  /** Starts uploading the chosen files, as many as still fit; false when some did not. */
  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(max - uploads.length, 0);
      files.slice(0, room).forEach(start);
      return files.length <= room;
    },
    [max, start, uploads.length],
  );

  /** Sends a failed file again, from the start. */
  const retry = useCallback(
    (key: string) => {
      const item = uploads.find((candidate) => candidate.key === key);
      if (!item?.error) return;
      patch(key, { error: null, uploadProgress: 0, uploadTotal: item.file.size });
      send(key, item.file);
    },
    [uploads, patch, send],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setUploads((list) => list.filter((item) => item.key !== key));
  }, []);

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    setUploads([]);
  }, []);

  return {
    uploads,
    add,
    retry,
    remove,
    clear,
    inProgress: uploads.some(isUploading),
    failed: uploads.some((item) => item.error !== null),
    full: uploads.length >= max,
    mediaIds: uploads.flatMap((item) => (item.media ? [item.media.id] : [])),
  };
}

export type Uploads = ReturnType<typeof useUploads>;
