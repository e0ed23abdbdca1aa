import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { Language } from '@highwater/core/constants';
import { errorHandler } from '@/plugins/error-handler.ts';
import { comesFromThisSite } from './form-origin.ts';
import { requestLanguage, sendHtml } from './html-replies.ts';
import { readIdTokenHint } from './id-tokens.ts';
import { endSessions } from './identity-sessions.ts';
import { EndSessionQuery, HtmlPage } from './identity-schemas.ts';
import { messagePage } from './pages/message-page.ts';
import { confirmSignOutPage, signedOutPage } from './pages/sign-out-pages.ts';
import { END_SESSION_PATH } from './provider-metadata.ts';
import { clearedSessionCookie, readSessionCookie } from './session-cookie.ts';
import { IDENTITY_TEXTS } from './texts.ts';
import { hashToken } from './token-hash.ts';

type EndSessionQuery = Static<typeof EndSessionQuery>;

/**
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0). With an ID token this service
 * issued as id_token_hint, the sign-in session it names ends at once, with every token issued
 * through it; without one the person is asked first. A post_logout_redirect_uri must be one the
 * client registered, matched exactly.
 */
export const endSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const issuer = app.config.publicOrigin;
  const t = (lang: Language) => IDENTITY_TEXTS[lang];

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) return errorHandler(error, request, reply);
    const lang = requestLanguage(request);
    return sendHtml(reply, status, messagePage(lang, t(lang).invalidRequest));
  });

  /** The registered return address asked for, or undefined when none was asked for. */
  async function returnAddress(
    clientId: string | undefined,
    uri: string | undefined,
  ): Promise<{ ok: true; uri: string | undefined } | { ok: false }> {
    if (!uri) return { ok: true, uri: undefined };
    if (!clientId) return { ok: false };
    const client = await db
      .selectFrom('oauth_clients')
      .select('post_logout_redirect_uris')
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return client?.post_logout_redirect_uris.includes(uri) ? { ok: true, uri } : { ok: false };
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionIds: string[],
    to: string | undefined,
    state: string | undefined,
  ) {
    const cookieValue = readSessionCookie(app.config, request.headers.cookie);
    await db.transaction().execute((trx) => endSessions(trx, sessionIds));
    if (cookieValue && sessionIds.includes(hashToken(cookieValue))) {
      reply.header('set-cookie', clearedSessionCookie(app.config));
    }
    if (!to) return sendHtml(reply, 200, signedOutPage(requestLanguage(request)));
    const target = new URL(to);
    if (state) target.searchParams.set('state', state);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
  }

  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    return sendHtml(reply, 400, messagePage(lang, t(lang).unknownClient));
  };

  app.get(
    END_SESSION_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'Signs out of the sign-in service (RP-initiated logout)',
        querystring: EndSessionQuery,
        response: {
          200: HtmlPage('Signed out, or the question whether to sign out'),
          303: Type.Null({ description: 'Signed out: back to post_logout_redirect_uri' }),
          400: HtmlPage('The client or its return address is not registered'),
        },
      },
    },
    async (request, reply) => {
      const query: EndSessionQuery = request.query;
      const hint = query.id_token_hint
        ? await readIdTokenHint(db, issuer, query.id_token_hint)
        : undefined;
      if (hint && query.client_id && query.client_id !== hint.clientId) {
        return refuse(request, reply);
      }
      const clientId = query.client_id ?? hint?.clientId;
      const to = await returnAddress(clientId, query.post_logout_redirect_uri);
      if (!to.ok) return refuse(request, reply);
      if (hint?.sessionId) {
        return finish(request, reply, [hint.sessionId], to.uri, query.state);
      }
      const lang = requestLanguage(request);
      const fields = {
        client_id: clientId,
        post_logout_redirect_uri: to.uri,
        state: query.state,
      };
      return sendHtml(reply, 200, confirmSignOutPage(lang, fields));
    },
  );

  app.post(
    END_SESSION_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'Signs this browser out, as confirmed on the sign-out page',
        consumes: ['application/x-www-form-urlencoded'],
        body: EndSessionQuery,
        response: {
          200: HtmlPage('Signed out'),
          303: Type.Null({ description: 'Signed out: back to post_logout_redirect_uri' }),
          400: HtmlPage('The client or its return address is not registered'),
          403: HtmlPage('The form was sent from another site'),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      if (!comesFromThisSite(request, app.config.publicOrigin)) {
        return sendHtml(reply, 403, messagePage(lang, t(lang).otherSite));
      }
      const body: EndSessionQuery = request.body;
      const to = await returnAddress(body.client_id, body.post_logout_redirect_uri);
      if (!to.ok) return refuse(request, reply);
      const cookieValue = readSessionCookie(app.config, request.headers.cookie);
      const sessions = cookieValue ? [hashToken(cookieValue)] : [];
      return finish(request, reply, sessions, to.uri, body.state);
    },
  );
};
