import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Server, type ServerOptions } from '@tus/server';
import type { FileStore } from '@tus/file-store';
import type { ServerRequest } from 'srvx';
import {
  type UploadKind,
  TUS_UPLOAD_PATH,
  UPLOAD_MEDIA_ID_HEADER,
  UPLOAD_SESSION_HEADER,
} from '@highwater/core/api/uploads';
import { MediaStoreUnavailable } from '@/adapters/media-store-unavailable.ts';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { Db } from '@/db/database.ts';
import { DatabaseBusyError } from '@/db/session-queue.ts';
import { badRequest, HttpError } from '@/plugins/http-errors.ts';
import {
  deleteResumableUpload,
  findResumableUpload,
} from '@/repositories/resumable-upload-repository.ts';
import {
  finishResumableUpload,
  startResumableUpload,
  UPLOAD_NOT_FOUND,
  type ResumableLimits,
} from '@/services/resumable-upload-service.ts';
import { removeParts } from './resumable-parts.ts';
import { readTusMetadata } from './tus-metadata.ts';
import type { UploadOwner } from './upload-owner.ts';

/** What the Fastify route found out about a request before handing it to tus. */
export interface TusRequestContext {
  owner: UploadOwner;
  /** The client's address, hashed. */
  clientKey: string;
  /** Set when this request finished an upload: the id whose received bytes can go. */
  finishedId?: string;
}

export interface TusServerDeps {
  db: Db;
  storage: MediaStorage;
  /** Told the size of every finished upload, kept or refused (the upload-bytes metric). */
  countReceived: (kind: UploadKind, bytes: number) => void;
  parts: FileStore;
  limits: ResumableLimits;
  /** Origins whose pages may call the endpoint (the dashboard's and the main site's). */
  allowedOrigins: string[];
  /** The context of a request the route handed over. */
  contextOf: (request: IncomingMessage) => TusRequestContext | undefined;
  /** Told of failures that are the server's, not the client's. */
  onServerError: (error: unknown) => void;
}

const UNAVAILABLE = 'The server is briefly unavailable; try again shortly.';
const FAILED = 'The server could not complete the request.';

/** tus's own errors are plain objects with a status and a body. */
function isTusError(error: unknown): error is { status_code: number; body: string } {
  return typeof error === 'object' && error !== null && 'status_code' in error;
}

function nodeRequest(request: ServerRequest): IncomingMessage {
  const node = request.runtime?.node?.req;
  if (!node) throw new Error('tus is only served through Node.js requests');
  return node as IncomingMessage;
}

/**
 * The tus server: parts on disk until complete; a new upload is checked and recorded
 * (startResumableUpload), a complete one goes through the upload checks and becomes a media row
 * (finishResumableUpload), its id in `Upload-Media-Id`. A complete upload that fails them is
 * removed with its row. Errors carry plain messages; the route turns them into the API's bodies.
 */
export function createTusServer(deps: TusServerDeps): Server {
  const context = (request: ServerRequest): TusRequestContext => {
    const found = deps.contextOf(nodeRequest(request));
    if (!found) throw new Error('tus request without a checked owner');
    return found;
  };

  const onUploadCreate: ServerOptions['onUploadCreate'] = async (request, upload) => {
    if (upload.sizeIsDeferred || upload.size === undefined) {
      throw badRequest('Upload-Length is required: declare the file size when creating the upload');
    }
    const { kind } = readTusMetadata(upload.metadata);
    const { owner, clientKey } = context(request);
    await startResumableUpload(
      deps.db,
      { id: upload.id, kind, length: upload.size, owner, clientKey },
      deps.limits,
    );
    return {};
  };

  const onUploadFinish: ServerOptions['onUploadFinish'] = async (request, upload) => {
    const requestContext = context(request);
    const row = await findResumableUpload(deps.db, upload.id);
    if (!row) throw new HttpError(404, UPLOAD_NOT_FOUND);
    const uploads = {
      db: deps.db,
      storage: deps.storage,
      countReceived: (bytes: number) => deps.countReceived(row.kind, bytes),
    };
    try {
      const file = path.join(deps.parts.directory, upload.id);
      const media = await finishResumableUpload(uploads, row, file, deps.limits);
      requestContext.finishedId = upload.id;
      return { headers: { [UPLOAD_MEDIA_ID_HEADER]: String(media.id) } };
    } catch (error) {
      // Refused or failed: nothing of it is kept, so a retry starts a new upload.
      await removeParts(deps.parts, upload.id);
      await deleteResumableUpload(deps.db, upload.id);
      throw error;
    }
  };

  const onResponseError: ServerOptions['onResponseError'] = (_request, error) => {
    if (error instanceof HttpError) return { status_code: error.statusCode, body: error.message };
    if (error instanceof DatabaseBusyError) return { status_code: 503, body: error.message };
    if (isTusError(error) && error.status_code < 500) return undefined;
    deps.onServerError(error);
    if (error instanceof MediaStoreUnavailable) return { status_code: 503, body: UNAVAILABLE };
    return { status_code: 500, body: FAILED };
  };

  const largest = Math.max(...Object.values(deps.limits.maxBytes));
  return new Server({
    path: TUS_UPLOAD_PATH,
    datastore: deps.parts,
    // Relative, so that it holds behind a proxy that ends TLS.
    relativeLocation: true,
    maxSize: largest,
    allowedOrigins: deps.allowedOrigins,
    allowedHeaders: [UPLOAD_SESSION_HEADER],
    exposedHeaders: [UPLOAD_MEDIA_ID_HEADER],
    // Finished uploads never reach tus: the route answers them from their media row.
    disableTerminationForFinishedUploads: true,
    onUploadCreate,
    onUploadFinish,
    onResponseError,
  });
}
