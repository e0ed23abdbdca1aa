import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import type { Language } from '@highwater/core/constants';
import { errorHandler } from '@/plugins/error-handler.ts';
import {
  checkAuthorizeRequest,
  type AuthorizeOutcome,
  type AuthorizeRequest,
} from './authorize-request.ts';
import { issueAuthorizationCode } from './authorization-codes.ts';
import { userForCredentials } from './credentials.ts';
import { requestLanguage, sendFormPost, sendHtml } from './html-replies.ts';
import {
  endSessions,
  findLiveSession,
  startSession,
  type LiveSession,
} from './identity-sessions.ts';
import { AuthorizeQuery, HtmlPage, LoginBody } from './identity-schemas.ts';
import { loginPage } from './pages/login-page.ts';
import { messagePage } from './pages/message-page.ts';
import { readSessionCookie, sessionCookie } from './session-cookie.ts';
import { IDENTITY_TEXTS } from './texts.ts';

const LOGIN_PATH = '/identity/login';

// A sign-in form must come from this site: a login posted from another site would sign the
// browser in to someone else's account. Browsers without Sec-Fetch-Site are let through.
const isCrossSite = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
};

/** The login page, GET /identity/authorize and POST /identity/login. Errors answer as pages. */
export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const t = (lang: Language) => IDENTITY_TEXTS[lang];

  /** Issues a code for the signed-in user and hands it to the client by form_post. */
  async function answerWithCode(
    reply: FastifyReply,
    lang: Language,
    request: AuthorizeRequest,
    session: LiveSession,
  ) {
    const code = await db
      .transaction()
      .execute((trx) => issueAuthorizationCode(trx, request, session.userId, session.idHash));
    return sendFormPost(reply, lang, request.redirectUri, { code, state: request.state });
  }

  /** An untrusted client gets a page and no redirect; a trusted one gets invalid_request. */
  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Language,
    outcome: Exclude<AuthorizeOutcome, { kind: 'valid' }>,
  ) {
    request.log.info({ reason: outcome.reason }, 'authorization request refused');
    if (outcome.kind === 'untrusted') {
      return sendHtml(reply, 400, messagePage(lang, t(lang).unknownClient));
    }
    return sendFormPost(reply, lang, outcome.redirectUri, {
      error: 'invalid_request',
      ...(outcome.state === undefined ? {} : { state: outcome.state }),
    });
  }

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) return errorHandler(error, request, reply);
    const lang = requestLanguage(request);
    const body: unknown = request.body;
    if (status === 429 && request.routeOptions.url === LOGIN_PATH && Value.Check(LoginBody, body)) {
      // The rate limit runs after validation here, so the form can be shown again as it was.
      const outcome = await checkAuthorizeRequest(db, body);
      if (outcome.kind === 'valid') {
        const error = t(lang).tooManyAttempts;
        return sendHtml(
          reply,
          429,
          loginPage({ lang, request: outcome.request, email: body.email, error }),
        );
      }
    }
    const message = status === 429 ? t(lang).tooManyAttempts : t(lang).invalidRequest;
    return sendHtml(reply, status, messagePage(lang, message));
  });

  app.get(
    '/identity/authorize',
    {
      schema: {
        tags: ['identity'],
        summary: 'Starts sign-in (OAuth 2 authorization code with PKCE, answered by form_post)',
        description:
          'With a live sign-in session the answer is a form_post of code and state to redirect_uri; ' +
          'without one the login page, or with prompt=none a form_post of error=login_required. ' +
          'An unknown client or redirect_uri gets a 400 page; other bad parameters are sent back ' +
          'to redirect_uri as error=invalid_request.',
        querystring: AuthorizeQuery,
        response: {
          200: HtmlPage('The login page, or the form_post answer for the client'),
          400: HtmlPage('The client or its redirect_uri is not registered'),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const outcome = await checkAuthorizeRequest(db, request.query);
      if (outcome.kind !== 'valid') return refuse(request, reply, lang, outcome);
      const authorize = outcome.request;
      const session = await findLiveSession(db, readSessionCookie(request.headers.cookie));
      if (session && authorize.prompt !== 'login') {
        return answerWithCode(reply, lang, authorize, session);
      }
      if (authorize.prompt === 'none') {
        return sendFormPost(reply, lang, authorize.redirectUri, {
          error: 'login_required',
          state: authorize.state,
        });
      }
      return sendHtml(reply, 200, loginPage({ lang, request: authorize }));
    },
  );

  app.post(
    LOGIN_PATH,
    {
      config: {
        rateLimit: {
          max: app.config.authRateLimitPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['identity'],
        summary: 'Signs in with e-mail and password, then continues the authorization request',
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginBody,
        response: {
          200: HtmlPage('The form_post answer carrying the authorization code'),
          400: HtmlPage('The pending authorization request is not valid'),
          401: HtmlPage('The login page again, with "Incorrect e-mail or password."'),
          403: HtmlPage('The form was sent from another site'),
          429: HtmlPage('Too many sign-in attempts from this address'),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      if (isCrossSite(request)) return sendHtml(reply, 403, messagePage(lang, t(lang).otherSite));
      const outcome = await checkAuthorizeRequest(db, request.body);
      if (outcome.kind !== 'valid') return refuse(request, reply, lang, outcome);
      const authorize = outcome.request;
      const { email, password } = request.body;
      const userId = await userForCredentials(db, email, password);
      if (userId === undefined) {
        const page = loginPage({
          lang,
          request: authorize,
          email,
          error: t(lang).incorrectCredentials,
        });
        return sendHtml(reply, 401, page);
      }

      // A new sign-in replaces whatever session this browser had.
      const previous = await findLiveSession(db, readSessionCookie(request.headers.cookie));
      const { cookieValue, code } = await db.transaction().execute(async (trx) => {
        if (previous) await endSessions(trx, [previous.idHash]);
        const session = await startSession(trx, userId, app.config.identitySessionTtlSeconds);
        const issued = await issueAuthorizationCode(trx, authorize, userId, session.idHash);
        return { cookieValue: session.cookieValue, code: issued };
      });
      reply.header('set-cookie', sessionCookie(app.config, cookieValue));
      return sendFormPost(reply, lang, authorize.redirectUri, { code, state: authorize.state });
    },
  );
};
