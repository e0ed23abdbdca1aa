import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Media } from '@highwater/core/api/posts';
import { UPLOAD_FIELD, type UploadKind } from '@highwater/core/api/uploads';
import { badRequest } from '@/plugins/http-errors.ts';
import { storeUpload } from '@/services/upload-service.ts';
import { errorResponses } from './error-responses.ts';
import { senderOf, senderRateKey, userOrIntakeKey } from './intake-sender.ts';

const DESCRIPTIONS: Record<UploadKind, string> = {
  photo:
    'JPEG, PNG, WebP or AVIF, decided from the content. Re-encoded as JPEG: turned upright, at most ' +
    '2048 px a side, with a 400 px thumbnail, and without any metadata (EXIF, GPS). 400: no file, ' +
    'an empty, damaged or truncated image, or one that also holds web page markup; 413: larger ' +
    'than the size limit or more pixels than the pixel limit; 415: not a supported photo type ' +
    '(SVG, HTML and PDF included); 429: too many uploads; 503: the media store is unavailable ' +
    '(nothing was kept).',
  video:
    'MP4, QuickTime or WebM, decided from the container signature; written again by ffmpeg ' +
    'without its metadata (location, device, times, titles, chapters; only picture and sound ' +
    'streams kept, not re-encoded), with a poster image (the first frame, or a neutral poster). ' +
    '400: no file, an empty file, or one that also holds web page markup; 413: larger than the ' +
    'size limit; 415: not a supported video type, or one ffmpeg cannot read; 429: too many ' +
    'uploads; 503: the server has no ffmpeg, so it takes no videos, or the media store is ' +
    'unavailable (nothing was kept).',
};

/** The first file part; form data the parser cannot read (no boundary, cut short) is a 400. */
async function firstFilePart(request: FastifyRequest, maxBytes: number) {
  try {
    return await request.file({ limits: { fileSize: maxBytes } });
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    throw badRequest('The form data could not be read');
  }
}

/** POST /uploads/photo and /uploads/video: one file in the multipart field `file`. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One file per request (other fields are ignored); the size limit is set per kind below.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 11 } });

  const route = (kind: UploadKind, maxBytes: number) =>
    app.post(
      `/uploads/${kind}`,
      {
        preHandler: userOrIntakeKey(app),
        config: {
          rateLimit: {
            max: app.config.uploadRateLimitPerMinute,
            timeWindow: 60_000,
            hook: 'preHandler',
            keyGenerator: senderRateKey,
          },
        },
        schema: {
          tags: ['uploads'],
          summary: `Uploads a ${kind}; answers the stored media, attached to nothing yet`,
          description: `${DESCRIPTIONS[kind]} An upload not attached to a comment or a post within a day is removed. A project intake key (\`Bearer hwk_…\`) may upload too, for a post sent with the same key.`,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: Media, ...errorResponses(400, 401, 413, 415, 429, 503) },
        },
      },
      async (request) => {
        const sender = senderOf(request);
        if (!request.isMultipart()) {
          throw badRequest(
            `Send the ${kind} as multipart form data in the field "${UPLOAD_FIELD}"`,
          );
        }
        const part = await firstFilePart(request, maxBytes);
        if (!part || part.fieldname !== UPLOAD_FIELD) {
          throw badRequest(`No file in the field "${UPLOAD_FIELD}"`);
        }
        return storeUpload(
          {
            db: app.db,
            storage: app.mediaStorage,
            countReceived: (bytes) => app.metrics.countUploadBytes(kind, bytes),
          },
          sender.kind === 'member'
            ? { uploader_id: sender.userId, intake_key_id: null }
            : { uploader_id: null, intake_key_id: sender.key.keyId },
          kind,
          { stream: part.file, truncated: () => part.file.truncated },
          {
            maxBytes,
            photoMaxPixels: app.config.uploadPhotoMaxPixels,
            ffmpegPath: app.config.ffmpegPath,
          },
        );
      },
    );

  route('photo', app.config.uploadPhotoMaxBytes);
  route('video', app.config.uploadVideoMaxBytes);
};
