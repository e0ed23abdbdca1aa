import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Language } from '@highwater/core/constants';
import { findLiveSession } from '@/main-site/identity/identity-sessions.ts';
import { readSessionCookie } from '@/main-site/identity/session-cookie.ts';
import { CLASSIC_SECTIONS, getClassicView } from '@/services/classic-view-service.ts';
import { classicViewPage, sectionHref } from './classic-view-page.ts';
import { htmlPage, LangQuery, pageLanguage, sendPage } from './html-response.ts';
import { MAIN_SITE_TEXTS } from './main-site-texts.ts';
import { badQueryPage, mainSiteMessagePage } from './main-site-message-page.ts';

const SectionParams = Type.Object({
  section: Type.Union(CLASSIC_SECTIONS.map((section) => Type.Literal(section))),
});

// Every answer here depends on who is signed in, so none may be kept by any cache.
const NO_STORE = 'no-store';

/**
 * GET /admin/{section}: the classic view the web app's coming-soon dialogs open, for the person
 * signed in to the identity service. The identity service cannot send a browser back to an
 * address of its choosing, so without a session the page asks to sign in through the web app.
 */
export const classicViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/:section',
    {
      attachValidation: true,
      schema: {
        tags: ['web'],
        summary: 'Classic view: settings, user groups, people or surveys',
        description:
          'Read-only data of the signed-in person (identity session cookie) and their own client ' +
          'groups. Without a live session: a page that asks to sign in. English or Spanish.',
        params: SectionParams,
        querystring: LangQuery,
        response: {
          200: htmlPage('The section, or the request to sign in'),
          400: htmlPage('The query is malformed'),
          404: htmlPage('No such section'),
        },
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request.query, request.headers['accept-language']);
      const t = MAIN_SITE_TEXTS[lang];
      const rawSection = String((request.params as Record<string, unknown>).section);
      const hrefInLanguage = (other: Language) => sectionHref(rawSection, other);
      if (request.validationError?.validationContext === 'querystring') {
        return sendPage(reply, 400, badQueryPage(lang, hrefInLanguage), NO_STORE);
      }
      if (request.validationError) {
        const page = mainSiteMessagePage({
          lang,
          title: t.sectionNotFoundTitle,
          text: t.sectionNotFoundText,
          link: { href: sectionHref('settings', lang), label: t.sections.settings },
          hrefInLanguage,
        });
        return sendPage(reply, 404, page, NO_STORE);
      }

      const session = await findLiveSession(
        app.db,
        readSessionCookie(app.config, request.headers.cookie),
      );
      const view =
        session && (await getClassicView(app.db, session.userId, request.params.section));
      if (!view) {
        const page = mainSiteMessagePage({
          lang,
          title: t.signInTitle,
          text: t.signInText,
          link: { href: '/', label: t.signIn },
          hrefInLanguage,
        });
        return sendPage(reply, 200, page, NO_STORE);
      }
      return sendPage(reply, 200, classicViewPage(view, lang), NO_STORE);
    },
  );
};
