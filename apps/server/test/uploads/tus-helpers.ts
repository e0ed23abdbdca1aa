import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Upload } from 'tus-js-client';
import {
  TUS_UPLOAD_PATH,
  UPLOAD_MEDIA_ID_HEADER,
  UPLOAD_SESSION_HEADER,
} from '@highwater/core/api/uploads';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A test server listening on a port of 127.0.0.1, for real HTTP. */
export interface ListeningApp extends TestApp {
  origin: string;
}

export async function listeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    ...t,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await t.close();
      await rm(t.config.resumableUploadDir, { recursive: true, force: true });
      await rm(t.config.mediaDir, { recursive: true, force: true });
    },
  };
}

/** A report page's session token, as the page makes one. */
export const newSessionToken = () => randomBytes(24).toString('base64url');

/** The headers that say who asks: a member's token or a report session's. */
export type Credentials = { token: string } | { session: string };

export function who(credentials: Credentials): Record<string, string> {
  return 'token' in credentials
    ? { authorization: `Bearer ${credentials.token}` }
    : { [UPLOAD_SESSION_HEADER]: credentials.session };
}

/** tus's Upload-Metadata: comma-separated `key base64(value)` pairs. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** POST to create an upload; answers the response and the upload's absolute URL. */
export async function createUpload(
  origin: string,
  credentials: Credentials,
  options: { length?: number; metadata?: Record<string, string>; headers?: Record<string, string> },
): Promise<{ res: Response; url: string }> {
  const res = await fetch(`${origin}${TUS_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      ...(options.length === undefined ? {} : { 'Upload-Length': String(options.length) }),
      'Upload-Metadata': tusMetadata(options.metadata ?? { kind: 'photo', filename: 'a.jpg' }),
      ...who(credentials),
      ...options.headers,
    },
  });
  const location = res.headers.get('location');
  return { res, url: location ? new URL(location, origin).toString() : '' };
}

/** PATCH bytes at an offset. */
export function patchUpload(
  url: string,
  credentials: Credentials,
  offset: number,
  bytes: Buffer,
): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(offset),
      ...who(credentials),
    },
    body: bytes,
  });
}

/**
 * A PATCH of `bytes` at `offset` whose connection is cut after `sent` of them: the request
 * declares every byte, sends the first `sent`, then its socket is destroyed, as a lost signal
 * leaves it. Resolves once the socket is closed.
 */
export async function patchCutOff(
  url: string,
  credentials: Credentials,
  offset: number,
  bytes: Buffer,
  sent: number,
): Promise<void> {
  const req = request(url, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(bytes.length),
      'Upload-Offset': String(offset),
      ...who(credentials),
    },
  });
  // A cut request never gets an answer; its error is the point.
  req.on('error', () => undefined);
  await new Promise<void>((resolve, reject) =>
    req.write(bytes.subarray(0, sent), (error) => (error ? reject(error) : resolve())),
  );
  // Give the server the bytes before the cut, as a weak signal gets some through.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const closed = new Promise((resolve) => req.on('close', resolve));
  req.destroy();
  await closed;
}

export function headUpload(url: string, credentials: Credentials): Promise<Response> {
  return fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', ...who(credentials) } });
}

export function deleteUpload(url: string, credentials: Credentials): Promise<Response> {
  return fetch(url, {
    method: 'DELETE',
    headers: { 'Tus-Resumable': '1.0.0', ...who(credentials) },
  });
}

/** Creates an upload and sends every byte in one PATCH; answers the final PATCH's response. */
export async function uploadWhole(
  origin: string,
  credentials: Credentials,
  kind: 'photo' | 'video',
  bytes: Buffer,
): Promise<{ url: string; res: Response }> {
  const created = await createUpload(origin, credentials, {
    length: bytes.length,
    metadata: { kind, filename: kind === 'photo' ? 'street.jpg' : 'clip.mp4' },
  });
  if (created.res.status !== 201) throw new Error(`creation answered ${created.res.status}`);
  return { url: created.url, res: await patchUpload(created.url, credentials, 0, bytes) };
}

export const mediaIdOf = (res: Response) => Number(res.headers.get(UPLOAD_MEDIA_ID_HEADER));

/** The files in the folder where unfinished uploads wait (none when it was never made). */
export async function partsLeft(t: TestApp): Promise<string[]> {
  return readdir(t.config.resumableUploadDir).catch(() => []);
}

/**
 * Runs tus-js-client (the report page's client) from Node until it succeeds or fails; answers
 * the upload URL and the last response's Upload-Media-Id.
 */
export function runTusClient(
  origin: string,
  bytes: Buffer,
  options: {
    headers: Record<string, string>;
    metadata: Record<string, string>;
    chunkSize?: number;
    uploadUrl?: string;
    /** Stop the upload after this many bytes have been accepted (a lost connection). */
    stopAfter?: number;
  },
): Promise<{ url: string; mediaId: number | null; stopped: boolean }> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${origin}${TUS_UPLOAD_PATH}`,
      uploadUrl: options.uploadUrl ?? null,
      headers: options.headers,
      metadata: options.metadata,
      chunkSize: options.chunkSize ?? Infinity,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onChunkComplete: (_chunk, accepted) => {
        if (options.stopAfter !== undefined && accepted >= options.stopAfter) {
          void upload
            .abort()
            .then(() => resolve({ url: upload.url ?? '', mediaId: null, stopped: true }));
        }
      },
      onSuccess: ({ lastResponse }) => {
        const id = lastResponse.getHeader(UPLOAD_MEDIA_ID_HEADER);
        resolve({ url: upload.url ?? '', mediaId: id ? Number(id) : null, stopped: false });
      },
      onError: reject,
    });
    upload.start();
  });
}

/** The rows of a table the uploads write, to check that a refusal leaves nothing behind. */
export async function rowCount(t: TestApp, table: 'media' | 'resumable_uploads'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
