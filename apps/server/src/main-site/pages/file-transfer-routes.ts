import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@/api/error-responses.ts';
import { fileTransferPage } from './file-transfer-page.ts';
import { htmlPage, LangQuery, pageLanguage, sendPage } from './html-response.ts';

/** GET /file-transfer: what the Files screen frames when a client group has no transfer portal. */
export const fileTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/file-transfer',
    {
      schema: {
        tags: ['web'],
        summary: 'Default file-transfer page',
        description: 'Says that file transfer is not configured and how to reach support.',
        querystring: LangQuery,
        response: { 200: htmlPage('The page'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request.query, request.headers['accept-language']);
      const { supportEmail, supportPhone } = app.config;
      return sendPage(reply, 200, fileTransferPage(lang, supportEmail, supportPhone), 'no-cache');
    },
  );
};
