import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { getPublicPost } from '@/services/public-post-service.ts';
import { htmlPage, LangQuery, pageLanguage, sendPage } from './html-response.ts';
import { publicPostPage, publicPostProblemPage } from './public-post-page.ts';

const PostIdParams = Type.Object({ postId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** GET /p/{postId}: the public page of one sighting, for anyone with the link. */
export const publicPostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/p/:postId',
    {
      // A malformed id still gets a page in the reader's language, not the API's JSON error.
      attachValidation: true,
      schema: {
        tags: ['web'],
        summary: 'Public page of one sighting',
        description: 'Photo, description, place and date; nothing private. English or Spanish.',
        params: PostIdParams,
        querystring: LangQuery,
        response: {
          200: htmlPage('The sighting'),
          400: htmlPage('The id is not a post number'),
          404: htmlPage('No such post'),
        },
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request.query, request.headers['accept-language']);
      const rawId = (request.params as Record<string, unknown>).postId;
      const hrefInLanguage = (other: string) =>
        `/p/${encodeURIComponent(String(rawId))}?lang=${other}`;
      if (request.validationError) {
        return sendPage(
          reply,
          400,
          publicPostProblemPage('bad-request', lang, hrefInLanguage),
          'no-cache',
        );
      }
      const post = await getPublicPost(app.db, request.params.postId);
      if (!post) {
        return sendPage(
          reply,
          404,
          publicPostProblemPage('not-found', lang, hrefInLanguage),
          'no-cache',
        );
      }
      return sendPage(
        reply,
        200,
        publicPostPage(post, lang, app.config.publicOrigin),
        'public, max-age=300',
      );
    },
  );
};
