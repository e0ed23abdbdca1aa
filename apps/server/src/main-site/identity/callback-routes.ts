import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@highwater/core/api/common';
import { AUTH_CALLBACK_PATH, NO_SESSION_MESSAGE } from '@highwater/core/constants';
import { badRequest } from '@/plugins/http-errors.ts';
import { requestLanguage, sendHtml } from './html-replies.ts';
import { CallbackBody, HtmlPage } from './identity-schemas.ts';
import { handOffPage, type AuthAnswer, type FrameMessage } from './pages/hand-off-page.ts';

const AUTH_MESSAGE_TYPE = 'highwater:auth';

/**
 * POST /auth/callback receives the form_post of the identity service and hands the answer to the
 * web app without ever putting it in an address (where history, the Referer header and server
 * logs would keep the code): one page that, inside the app's hidden silent-check frame, posts it
 * to the parent window, and at top level leaves it in this tab's sessionStorage and opens the app.
 */
export const callbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const issuer = app.config.publicOrigin;
  app.post(
    AUTH_CALLBACK_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'Receives the sign-in answer (form_post) and hands it to the web app',
        description:
          'A page whose script, inside a frame, posts {type: "highwater:auth", code, state} (or ' +
          '"NO_SESSION" when there is no usable sign-in session) to the parent window, addressed ' +
          'to the public origin; at top level it stores {code, state} (or {error, state}) in ' +
          'sessionStorage under highwater.auth-answer and replaces the address with /. An answer ' +
          'from another issuer (iss, RFC 9207) counts as an error.',
        consumes: ['application/x-www-form-urlencoded'],
        body: CallbackBody,
        response: {
          200: HtmlPage('The page that hands the answer to the web app'),
          400: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { code, state, iss } = request.body;
      let error = request.body.error;
      if (!code && !error) throw badRequest('The sign-in answer carries neither code nor error');
      if (iss !== undefined && iss !== issuer) {
        request.log.warn('sign-in answer from another issuer refused');
        error = 'invalid_request';
      }
      if (error && error !== 'login_required') {
        request.log.warn({ error }, 'sign-in answered with an error');
      }
      const answer: AuthAnswer = error
        ? { error, state: state ?? '' }
        : { code: code ?? '', state: state ?? '' };
      // For the silent check any error means the same thing: no session it can use.
      const message: FrameMessage = error
        ? NO_SESSION_MESSAGE
        : { type: AUTH_MESSAGE_TYPE, code: code ?? '', state: state ?? '' };
      const page = handOffPage(requestLanguage(request), { targetOrigin: issuer, message, answer });
      return sendHtml(reply, 200, page);
    },
  );
};
