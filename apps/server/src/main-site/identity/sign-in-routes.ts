import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Language } from '@highwater/core/constants';
import { errorHandler } from '@/plugins/error-handler.ts';
import {
  checkAuthorizeRequest,
  type AuthorizeOutcome,
  type AuthorizeRequest,
} from './authorize-request.ts';
import { accountKey, claimAttempt, clearAttempts } from './account-throttle.ts';
import { issueAuthorizationCode } from './authorization-codes.ts';
import { userForCredentials } from './credentials.ts';
import { comesFromThisSite } from './form-origin.ts';
import { answerClient, requestLanguage, sendHtml } from './html-replies.ts';
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

/** The login page, GET /identity/authorize and POST /identity/login. Errors answer as pages. */
export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const t = (lang: Language) => IDENTITY_TEXTS[lang];

  /** Issues a code for the signed-in user and hands it to the client. */
  async function answerWithCode(
    reply: FastifyReply,
    lang: Language,
    request: AuthorizeRequest,
    session: LiveSession,
  ) {
    const code = await db
      .transaction()
      .execute((trx) => issueAuthorizationCode(trx, request, session.userId, session.idHash));
    return answerClient(reply, lang, request, { code, state: request.state });
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
    return answerClient(reply, lang, outcome, {
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
        summary: 'Starts sign-in (OAuth 2 authorization code with PKCE)',
        description:
          'With a live sign-in session the answer is code, state and iss sent to redirect_uri ' +
          'as response_mode asks (query: a 303 redirect, the default; form_post: a page that ' +
          'posts them); without one the login page, or with prompt=none error=login_required. ' +
          'An unknown client or redirect_uri gets a 400 page; other bad parameters are sent back ' +
          'to redirect_uri as error=invalid_request.',
        querystring: AuthorizeQuery,
        response: {
          200: HtmlPage('The login page, or the form_post answer for the client'),
          303: Type.Null({ description: 'response_mode=query: the answer in the address' }),
          400: HtmlPage('The client or its redirect_uri is not registered'),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const outcome = await checkAuthorizeRequest(db, request.query);
      if (outcome.kind !== 'valid') return refuse(request, reply, lang, outcome);
      const authorize = outcome.request;
      const session = await findLiveSession(
        db,
        readSessionCookie(app.config, request.headers.cookie),
      );
      if (session && authorize.prompt !== 'login') {
        return answerWithCode(reply, lang, authorize, session);
      }
      if (authorize.prompt === 'none') {
        return answerClient(reply, lang, authorize, {
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
        description:
          'The form must come from this site: Sec-Fetch-Site same-origin, or without Fetch ' +
          'Metadata an Origin (or Referer) of the public origin. After 5 failed sign-ins in a ' +
          'row an account waits 1 s after each further failure, doubling up to 15 minutes.',
        response: {
          200: HtmlPage('The form_post answer carrying the authorization code'),
          303: Type.Null({ description: 'response_mode=query: the answer in the address' }),
          400: HtmlPage('The pending authorization request is not valid'),
          401: HtmlPage('The login page again, with "Incorrect e-mail or password."'),
          403: HtmlPage('The form was sent from another site'),
          429: HtmlPage('Too many sign-in attempts from this address, or for this account'),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      if (!comesFromThisSite(request, app.config.publicOrigin)) {
        request.log.warn('sign-in form from another site refused');
        return sendHtml(reply, 403, messagePage(lang, t(lang).otherSite));
      }
      const outcome = await checkAuthorizeRequest(db, request.body);
      if (outcome.kind !== 'valid') return refuse(request, reply, lang, outcome);
      const authorize = outcome.request;
      const { email, password } = request.body;
      const account = accountKey(email);
      // Logs name the account by its key's start, never by the e-mail typed.
      const audit = { account: account.slice(0, 16), address: request.ip };
      const claim = await claimAttempt(db, account);
      if (!claim.allowed) {
        request.log.warn({ ...audit, ...claim }, 'sign-in refused: the account must wait');
        const page = loginPage({ lang, request: authorize, email, error: t(lang).accountWaiting });
        return sendHtml(reply.header('retry-after', String(claim.retryAfterSeconds)), 429, page);
      }
      const userId = await userForCredentials(db, email, password);
      if (userId === undefined) {
        if (claim.waitSeconds > 0) {
          const { failures, waitSeconds } = claim;
          request.log.warn({ ...audit, failures, waitSeconds }, 'failed sign-ins: account waits');
        }
        const page = loginPage({
          lang,
          request: authorize,
          email,
          error: t(lang).incorrectCredentials,
        });
        return sendHtml(reply, 401, page);
      }
      await clearAttempts(db, account);

      // A new sign-in replaces whatever session this browser had.
      const previous = await findLiveSession(
        db,
        readSessionCookie(app.config, request.headers.cookie),
      );
      const { cookieValue, code } = await db.transaction().execute(async (trx) => {
        if (previous) await endSessions(trx, [previous.idHash]);
        // Only a sign-in through this form counts as one on the people page.
        await trx
          .updateTable('users')
          .set({ last_sign_in_at: new Date() })
          .where('id', '=', userId)
          .execute();
        const session = await startSession(trx, userId, app.config.identitySessionTtlSeconds);
        const issued = await issueAuthorizationCode(trx, authorize, userId, session.idHash);
        return { cookieValue: session.cookieValue, code: issued };
      });
      reply.header('set-cookie', sessionCookie(app.config, cookieValue));
      return answerClient(reply, lang, authorize, { code, state: authorize.state });
    },
  );
};
