import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { comesFromThisSite } from '../identity/form-origin.ts';
import { readSessionCookie } from '../identity/session-cookie.ts';
import { pickLanguage } from '../identity/language.ts';
import { AdminPageError } from './admin-errors.ts';
import { sendAdminMessage } from './admin-page.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';
import { findAdminViewer } from './admin-viewer.ts';
import { outboxRoutes } from './outbox/outbox-routes.ts';
import { regionsRoutes } from './regions/regions-routes.ts';
import { surveysRoutes } from './surveys/surveys-routes.ts';
import { projectsRoutes } from './projects/projects-routes.ts';
import { statusesRoutes } from './statuses/statuses-routes.ts';
import { userGroupsRoutes } from './user-groups/user-groups-routes.ts';
import { weatherEventsRoutes } from './weather-events/weather-events-routes.ts';
import { intakeKeysRoutes } from './intake-keys/intake-keys-routes.ts';
import { projectAuditRoutes } from './project-audit/project-audit-routes.ts';
import { peopleRoutes } from './people/people-routes.ts';
import { settingsRoutes } from './settings/settings-routes.ts';

const pageLanguageOf = (query: unknown, acceptLanguage: string | undefined) => {
  const lang = (query as Record<string, unknown> | undefined)?.lang;
  return pickLanguage(typeof lang === 'string' ? lang : undefined, acceptLanguage);
};

/**
 * Sign-in goes through the dashboard (it holds the OpenID client), which comes back to a page it
 * was opened for with return_to once signed in; a form post has no page to come back to.
 */
const signInHref = (method: string, url: string) =>
  method === 'GET' ? `/?${new URLSearchParams({ return_to: url }).toString()}` : '/';

/**
 * /admin/*: the main site's administration, for the person signed in to the identity service (its
 * session cookie). Every form post must come from this site (as the sign-in form's); without a
 * live session a page asks to sign in (401). Each section checks its own reach (admin-access.ts).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.decorateRequest('adminViewer', null);

  app.addHook('preHandler', async (request, reply) => {
    const lang = pageLanguageOf(request.query, request.headers['accept-language']);
    const t = ADMIN_TEXTS[lang];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (!comesFromThisSite(request, app.config.publicOrigin)) {
        return sendAdminMessage(
          request,
          reply,
          403,
          { title: t.foreignFormTitle, text: t.foreignFormText },
          lang,
        );
      }
    }
    request.adminViewer = await findAdminViewer(
      app.db,
      readSessionCookie(app.config, request.headers.cookie),
      request,
    );
    if (!request.adminViewer) {
      const link = { href: signInHref(request.method, request.url), label: t.signIn };
      return sendAdminMessage(
        request,
        reply,
        401,
        { title: t.signInTitle, text: t.signInText, link },
        lang,
      );
    }
    return undefined;
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const lang =
      request.adminViewer?.lang ??
      pageLanguageOf(request.query, request.headers['accept-language']);
    const t = ADMIN_TEXTS[lang];
    if (error instanceof AdminPageError && error.statusCode !== 400) {
      const refused =
        error.statusCode === 404
          ? { title: t.notFoundTitle, text: t.notFoundText }
          : { title: t.forbiddenTitle, text: t.forbiddenText };
      return sendAdminMessage(request, reply, error.statusCode, refused, lang);
    }
    // A form or address the server could not read: a malformed id, an unreadable body, too large.
    const status = error instanceof AdminPageError ? 400 : (error.statusCode ?? 500);
    if (error.validation || (status >= 400 && status < 500)) {
      const unread = { title: t.badFormTitle, text: t.badFormText };
      return sendAdminMessage(request, reply, error.validation ? 400 : status, unread, lang);
    }
    throw error;
  });

  await app.register(outboxRoutes);
  await app.register(regionsRoutes);
  await app.register(surveysRoutes);
  await app.register(projectAuditRoutes);
  await app.register(projectsRoutes);
  await app.register(statusesRoutes);
  await app.register(userGroupsRoutes);
  await app.register(weatherEventsRoutes);
  await app.register(intakeKeysRoutes);
  await app.register(peopleRoutes);
  await app.register(settingsRoutes);
  // Any other address under /admin: the same not-found page, after the sign-in check.
  app.get('/admin/*', async () => {
    throw new AdminPageError(404);
  });
};
