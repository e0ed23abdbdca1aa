import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { isValidMediaKey, MAX_MEDIA_KEY_LENGTH } from '@/adapters/media-storage.ts';
import { badRequest, HttpError, notFound } from '@/plugins/http-errors.ts';
import { errorResponses } from '@/api/error-responses.ts';
import { mediaContentType } from './media-types.ts';
import { parseByteRange } from './byte-range.ts';
import { attachmentDisposition } from './download-name.ts';

// Stored objects never change under a key (new content gets a new key), so caches may keep them.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET /media/* — stored photos, videos and thumbnails. */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.mediaStorage;

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored photo, video or thumbnail',
        description:
          'Only image and video types are served. Supports single byte ranges for video players. ' +
          'download=1 adds Content-Disposition: attachment with the file name, for a download ' +
          'link; no other query parameter is accepted. 503 when the media store is unavailable.',
        params: Type.Object({ '*': Type.String({ minLength: 1, maxLength: 1024 }) }),
        querystring: Type.Object(
          { download: Type.Optional(Type.Literal('1')) },
          { additionalProperties: false },
        ),
        headers: Type.Object({ range: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: Type.Unknown({ description: 'The whole file' }),
          206: Type.Unknown({ description: 'The requested byte range' }),
          ...errorResponses(400, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (key.length > MAX_MEDIA_KEY_LENGTH || !isValidMediaKey(key)) {
        throw badRequest('Invalid media path');
      }
      const contentType = mediaContentType(key);
      if (!contentType) throw notFound('Media not found');
      const size = await storage.size(key);
      if (size === null) throw notFound('Media not found');

      const range = parseByteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(416, 'Requested range not satisfiable');
      }
      // Opened before any header goes out, so that a failing store still answers 503.
      const body = await storage.get(key, range ?? undefined);
      if (!body) throw notFound('Media not found');
      reply
        .header('content-type', contentType)
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('accept-ranges', 'bytes');
      if (request.query.download === '1') {
        reply.header('content-disposition', attachmentDisposition(key));
      }

      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(body);
      }
      return reply.header('content-length', size).send(body);
    },
  );
};
