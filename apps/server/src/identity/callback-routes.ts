import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '@highwater/core/api/common';
import { AUTH_CALLBACK_PATH, NO_SESSION_MESSAGE } from '@highwater/core/constants';
import { badRequest } from '@/plugins/http-errors.ts';
import { sendHtml } from './html-replies.ts';
import { CallbackBody, HtmlPage } from './identity-schemas.ts';
import { frameMessagePage, type FrameMessage } from './pages/frame-message-page.ts';

const AUTH_MESSAGE_TYPE = 'highwater:auth';

/**
 * POST /auth/callback receives the form_post of the identity service and hands the answer to the
 * web app: at top level by a redirect to the app root, inside the app's hidden silent-check frame
 * by a message to the parent window.
 */
export const callbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    AUTH_CALLBACK_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'Receives the sign-in answer (form_post) and hands it to the web app',
        description:
          'At top level: 303 to / with code and state (or error and state) in the query. In a ' +
          'frame (Sec-Fetch-Dest: iframe): a page that posts {type: "highwater:auth", code, state}, ' +
          'or "NO_SESSION" when there is no usable sign-in session, to the parent window. Without ' +
          'Sec-Fetch-Dest (plain-HTTP hosts): a page that does the one or the other itself.',
        consumes: ['application/x-www-form-urlencoded'],
        body: CallbackBody,
        response: {
          200: HtmlPage('In a frame, or where the browser does not say: the page that answers'),
          303: Type.Null({ description: 'At top level: back to the web app root' }),
          400: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.body;
      if (!code && !error) throw badRequest('The sign-in answer carries neither code nor error');
      const query = new URLSearchParams(error ? { error } : { code: code ?? '' });
      if (state !== undefined) query.set('state', state);
      const topLevel = `/?${query.toString()}`;

      if (error && error !== 'login_required') {
        request.log.warn({ error }, 'sign-in answered with an error');
      }
      // For the silent check any error means the same thing: no session it can use.
      const message: FrameMessage = error
        ? NO_SESSION_MESSAGE
        : { type: AUTH_MESSAGE_TYPE, code: code ?? '', state: state ?? '' };

      // Browsers say where a navigation's document will be shown, but only to secure origins
      // (and localhost). Without the header the page's own script tells a frame from a tab.
      const dest = request.headers['sec-fetch-dest'];
      if (dest === 'iframe' || dest === 'frame') {
        return sendHtml(reply, 200, frameMessagePage(message, app.config.publicOrigin));
      }
      if (dest === undefined) {
        return sendHtml(reply, 200, frameMessagePage(message, app.config.publicOrigin, topLevel));
      }
      return reply.header('cache-control', 'no-store').redirect(topLevel, 303);
    },
  );
};
