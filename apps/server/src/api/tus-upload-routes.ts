import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStore } from '@tus/file-store';
import type { Server } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import type { ErrorBody } from '@highwater/core/api/common';
import { Media } from '@highwater/core/api/posts';
import { UPLOAD_MEDIA_ID_HEADER, UPLOAD_SESSION_HEADER } from '@highwater/core/api/uploads';
import { openResumableParts, removeParts } from '@/media/resumable-parts.ts';
import { asApiAnswer } from '@/media/tus-answer.ts';
import { createTusServer, type TusRequestContext } from '@/media/tus-server.ts';
import { ownedBy, sessionOwner, type UploadOwner } from '@/media/upload-owner.ts';
import { currentUser } from '@/plugins/auth-context.ts';
import { HttpError, notFound, unauthorized } from '@/plugins/http-errors.ts';
import {
  deleteResumableUpload,
  findResumableUpload,
  type ResumableUploadWithMedia,
} from '@/repositories/resumable-upload-repository.ts';
import { toMedia } from '@/services/post-detail-service.ts';
import {
  terminateFinishedUpload,
  UPLOAD_NOT_FOUND,
  type ResumableLimits,
} from '@/services/resumable-upload-service.ts';
import { errorResponses } from './error-responses.ts';
import { TUS_DESCRIPTION } from './tus-upload-doc.ts';

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const TUS_HEADERS = 'Upload-Offset, Upload-Length, Upload-Metadata, Upload-Expires, Location';

const originOf = (address: string) => new URL(address).origin;

/**
 * The tus endpoint (media/tus-server.ts) at /uploads/tus: this route checks who asks (a member's
 * Bearer token or a report session's Upload-Session token) and, for an upload's URL, that it is
 * theirs (404 otherwise, as for anything out of reach), then hands the raw request to tus.
 * A finished upload is answered here from its media row: HEAD and GET tell its media, DELETE
 * removes it while nothing uses it.
 */
export const tusUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const contexts = new WeakMap<IncomingMessage, TusRequestContext>();
  const allowedOrigins = [...new Set([config.publicOrigin, config.mainSiteUrl].map(originOf))];
  const limits: ResumableLimits = {
    maxBytes: { photo: config.uploadPhotoMaxBytes, video: config.uploadVideoMaxBytes },
    photoMaxPixels: config.uploadPhotoMaxPixels,
    ffmpegPath: config.ffmpegPath,
    ttlMs: config.resumableUploadTtlMs,
    publicBytesInFlight: config.publicUploadBytesInFlight,
  };

  // Made on first use, so that a server that never takes one makes no folder.
  let opening: Promise<{ tus: Server; parts: FileStore }> | null = null;
  const tusServer = () => {
    opening ??= openResumableParts(config.resumableUploadDir, config.resumableUploadTtlMs).then(
      (parts) => ({
        parts,
        tus: createTusServer({
          db: app.db,
          storage: app.mediaStorage,
          countReceived: (kind, bytes) => app.metrics.countUploadBytes(kind, bytes),
          parts,
          limits,
          allowedOrigins,
          contextOf: (raw) => contexts.get(raw),
          onServerError: (error) => app.log.error({ err: error }, 'resumable upload failed'),
        }),
      }),
    );
    opening.catch(() => (opening = null));
    return opening;
  };

  // tus reads the bytes itself, from the raw request (@tus/server's Fastify notes).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  // Answers made here (401, 404, 429) must be readable by the report page on another origin too.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      reply.raw.setHeader('Access-Control-Allow-Origin', origin);
      reply.raw.setHeader('Vary', 'Origin');
    }
    reply.raw.setHeader(
      'Access-Control-Expose-Headers',
      `${TUS_HEADERS}, ${UPLOAD_MEDIA_ID_HEADER}`,
    );
    reply.raw.setHeader('Tus-Resumable', '1.0.0');
  });

  async function ownerOf(request: FastifyRequest): Promise<UploadOwner> {
    if (request.headers.authorization !== undefined) {
      await app.requireUser(request);
      return { userId: currentUser(request).id };
    }
    const session = request.headers[UPLOAD_SESSION_HEADER.toLowerCase()];
    if (typeof session === 'string') return sessionOwner(session);
    throw unauthorized(`Sign in, or send the report page's ${UPLOAD_SESSION_HEADER} token`);
  }

  const checkOwner = async (request: FastifyRequest) => {
    const owner = await ownerOf(request);
    const clientKey = createHash('sha256').update(request.ip).digest('hex');
    contexts.set(request.raw, { owner, clientKey });
  };

  const contextOf = (request: FastifyRequest): TusRequestContext => {
    const context = contexts.get(request.raw);
    if (!context) throw new Error('upload route without a checked owner');
    return context;
  };

  /** The caller's upload of the URL; 404 for an unknown id or one that is not theirs. */
  async function ownUpload(request: FastifyRequest): Promise<ResumableUploadWithMedia> {
    const { id } = request.params as { id: string };
    const upload = UPLOAD_ID.test(id) ? await findResumableUpload(app.db, id) : null;
    if (!upload || !ownedBy(upload, contextOf(request).owner)) throw notFound(UPLOAD_NOT_FOUND);
    return upload;
  }

  /** Hands the request to tus and sends its answer, in the API's error shape when it fails. */
  async function toTus(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    // Headers set so far (helmet's, the ones above) go out with tus's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    try {
      const { tus, parts } = await tusServer();
      const answer = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
      const finishedId = contexts.get(request.raw)?.finishedId;
      // The received bytes still hold what the stored copy no longer does (the place).
      if (finishedId) await removeParts(parts, finishedId);
      if (request.method === 'DELETE' && answer.status === 204) {
        await deleteResumableUpload(app.db, (request.params as { id: string }).id);
      }
      await sendNodeResponse(reply.raw, await asApiAnswer(answer));
    } catch (error) {
      request.log.error({ err: error }, 'resumable upload failed');
      if (reply.raw.headersSent) return void reply.raw.destroy();
      const body: ErrorBody = {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The server is briefly unavailable; try again shortly.',
      };
      reply.raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(JSON.stringify(body));
    }
  }

  const rateLimit = {
    max: (request: FastifyRequest) =>
      'sessionHash' in contextOf(request).owner
        ? config.publicUploadRateLimitPerMinute
        : config.uploadRateLimitPerMinute,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const { owner } = contextOf(request);
      return 'userId' in owner ? `user:${owner.userId}` : `address:${request.ip}`;
    },
  };

  // No response schemas where tus answers: its answers are headers, not JSON.
  const doc = (summary: string) => ({
    tags: ['uploads'],
    summary,
    description: TUS_DESCRIPTION,
    security: [{ bearer: [] }, { uploadSession: [] }] as Record<string, string[]>[],
  });

  app.options('/uploads/tus', { schema: { hide: true } }, toTus);
  app.options('/uploads/tus/:id', { schema: { hide: true } }, toTus);

  app.post(
    '/uploads/tus',
    {
      preHandler: checkOwner,
      config: { rateLimit },
      schema: doc('Starts a resumable upload (tus creation, with or without its first bytes)'),
    },
    toTus,
  );

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/uploads/tus/:id',
    preHandler: checkOwner,
    schema: doc('Resumes (HEAD for the offset, PATCH the rest) or terminates an upload'),
    handler: async (request, reply) => {
      const upload = await ownUpload(request);
      if (!upload.media_id) return toTus(request, reply);
      if (!upload.media) throw notFound(UPLOAD_NOT_FOUND);
      if (request.method === 'HEAD') {
        return reply
          .header('Cache-Control', 'no-store')
          .header('Upload-Offset', String(upload.upload_length))
          .header('Upload-Length', String(upload.upload_length))
          .header(UPLOAD_MEDIA_ID_HEADER, String(upload.media.id))
          .send();
      }
      if (request.method === 'DELETE') {
        await terminateFinishedUpload(app.db, app.mediaStorage, upload.media.id);
        return reply.code(204).send();
      }
      reply.header(UPLOAD_MEDIA_ID_HEADER, String(upload.media.id));
      throw new HttpError(409, 'The upload is complete: nothing more can be added to it');
    },
  });

  app.get(
    '/uploads/tus/:id',
    {
      preHandler: checkOwner,
      exposeHeadRoute: false,
      schema: {
        ...doc('The media a finished upload became'),
        response: { 200: Media, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const upload = await ownUpload(request);
      if (!upload.media_id) {
        throw new HttpError(409, 'The upload is not complete: send the rest of its bytes first');
      }
      if (!upload.media) throw notFound(UPLOAD_NOT_FOUND);
      return toMedia(upload.media);
    },
  );
};
