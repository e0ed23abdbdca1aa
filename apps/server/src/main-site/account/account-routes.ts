import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { comesFromThisSite } from '../identity/form-origin.ts';
import { pickLanguage } from '../identity/language.ts';
import { hashPassword } from '../identity/password.ts';
import {
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TEXTS,
} from '../identity/password-rules.ts';
import { sessionCookie } from '../identity/session-cookie.ts';
import { sendAdminMessage, sendAdminPage } from '../admin/admin-page.ts';
import { errorView } from '../admin/forms/form-input.ts';
import { fieldOf } from '../admin/people/people-form.ts';
import {
  describeAccountLink,
  requestPasswordReset,
  setPasswordWithLink,
  type LinkPage,
} from './account-links-service.ts';
import { ACCOUNT_TEXTS } from './account-texts.ts';

const MAX_EMAIL = 320;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const FORGOT_PATH = '/account/forgot-password';
/** Reset mails one address may be sent per hour, whoever asks: enough for a lost mail or two. */
const RESETS_PER_ADDRESS_PER_HOUR = 5;

const languageOf = (request: FastifyRequest): Language =>
  pickLanguage(
    fieldOf(request.query, 'lang') ?? fieldOf(request.body, 'lang'),
    request.headers['accept-language'],
  );

/**
 * The account pages a person reaches from a mail, without being signed in: choosing a password
 * with a one-time link (an invitation or a reset) and asking for a reset link. Their forms must
 * come from this site, as the sign-in form's.
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) throw error;
    const lang = languageOf(request);
    const a = ACCOUNT_TEXTS[lang];
    const message =
      status === 429
        ? { title: a.tooManyTitle, text: a.tooManyText }
        : { title: a.badRequestTitle, text: a.badRequestText };
    return sendAdminMessage(request, reply, status === 429 ? 429 : 400, message, lang);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    if (comesFromThisSite(request, app.config.publicOrigin)) return undefined;
    const a = ACCOUNT_TEXTS[languageOf(request)];
    return sendAdminMessage(
      request,
      reply,
      403,
      { title: a.foreignFormTitle, text: a.foreignFormText },
      languageOf(request),
    );
  });

  /** Used, expired and unknown links answer alike: nothing tells whether an account exists. */
  function linkGone(request: FastifyRequest, reply: FastifyReply, lang: Language) {
    const a = ACCOUNT_TEXTS[lang];
    return sendAdminMessage(
      request,
      reply,
      410,
      {
        title: a.linkGoneTitle,
        text: a.linkGoneText,
        link: { href: `${FORGOT_PATH}?lang=${lang}`, label: a.askAgain },
      },
      lang,
    );
  }

  function sendSetPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Language,
    page: { token: string; link: LinkPage; status?: number; errors?: Record<string, string> },
  ) {
    const a = ACCOUNT_TEXTS[lang];
    const errors = page.errors ?? {};
    const invited = page.link.kind === 'invitation' && page.link.groupName !== null;
    return sendAdminPage(
      request,
      reply,
      'account-set-password.eta',
      { title: invited ? a.welcomeTitle : a.setPasswordTitle, section: null, status: page.status },
      {
        a,
        intro: invited ? a.invitedTo(page.link.groupName ?? '') : a.resetIntro,
        token: page.token,
        email: page.link.email,
        hint: PASSWORD_TEXTS[lang].hint,
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
        errors,
        summary: errorView(Object.entries(errors).map(([field, message]) => ({ field, message }))),
      },
      lang,
    );
  }

  app.get('/account/set-password', async (request, reply) => {
    const lang = languageOf(request);
    const token = fieldOf(request.query, 'token') ?? '';
    const link =
      token.length > 0 && token.length <= 256
        ? await describeAccountLink(app.db, token)
        : undefined;
    if (!link) return linkGone(request, reply, lang);
    return sendSetPassword(request, reply, lang, { token, link });
  });

  app.post('/account/set-password', async (request, reply) => {
    const lang = languageOf(request);
    const token = fieldOf(request.body, 'token') ?? '';
    const link =
      token.length > 0 && token.length <= 256
        ? await describeAccountLink(app.db, token)
        : undefined;
    if (!link) return linkGone(request, reply, lang);
    const password = fieldOf(request.body, 'password') ?? '';
    const confirmation = fieldOf(request.body, 'confirmation') ?? '';
    const problem = newPasswordProblem(password);
    const errors: Record<string, string> = {};
    if (problem) errors.password = PASSWORD_TEXTS[lang][problem];
    else if (confirmation !== password) errors.confirmation = PASSWORD_TEXTS[lang].differs;
    if (Object.keys(errors).length > 0) {
      return sendSetPassword(request, reply, lang, { token, link, errors, status: 400 });
    }
    const done = await setPasswordWithLink(
      app.db,
      token,
      await hashPassword(password),
      app.config.identitySessionTtlSeconds,
    );
    // Another tab used the link meanwhile.
    if (!done) return linkGone(request, reply, lang);
    reply.header('set-cookie', sessionCookie(app.config, done.cookieValue));
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  });

  function sendForgot(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Language,
    form: { email: string; error?: string; status?: number },
  ) {
    const a = ACCOUNT_TEXTS[lang];
    return sendAdminPage(
      request,
      reply,
      'account-forgot-password.eta',
      { title: a.forgotTitle, section: null, status: form.status },
      { a, email: form.email, error: form.error, max: MAX_EMAIL },
      lang,
    );
  }

  app.get(FORGOT_PATH, async (request, reply) =>
    sendForgot(request, reply, languageOf(request), { email: '' }),
  );

  app.post(
    FORGOT_PATH,
    {
      config: {
        rateLimit: {
          max: RESETS_PER_ADDRESS_PER_HOUR,
          timeWindow: 3_600_000,
          // Per address asked for, so that no one floods a person's mailbox from many places.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `reset:${(fieldOf(request.body, 'email') ?? '').trim().toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request);
      const a = ACCOUNT_TEXTS[lang];
      const email = (fieldOf(request.body, 'email') ?? '').trim();
      let error: string | undefined;
      if (email === '') error = a.errors.emailRequired;
      else if (email.length > MAX_EMAIL) error = a.errors.emailTooLong(MAX_EMAIL);
      else if (!EMAIL.test(email)) error = a.errors.emailInvalid;
      if (error) return sendForgot(request, reply, lang, { email, error, status: 400 });
      // Answered before the lookup and the mail, so the time taken does not tell either.
      const deps = { db: app.db, mailer: app.mailer, config: app.config, log: request.log };
      void requestPasswordReset(deps, email, lang).catch((failure: unknown) =>
        request.log.error({ err: failure }, 'password reset failed'),
      );
      return sendAdminMessage(
        request,
        reply,
        200,
        {
          title: a.sentTitle,
          text: a.sentText,
          link: { href: `/?lang=${lang}`, label: a.backToSignIn },
        },
        lang,
      );
    },
  );
};
