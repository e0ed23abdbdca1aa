import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { getPublicProfile } from '@/services/public-profile-service.ts';
import { htmlPage, LangQuery, pageLanguage, sendPage } from './html-response.ts';
import { MAIN_SITE_TEXTS } from './main-site-texts.ts';
import { badQueryPage, mainSiteMessagePage } from './main-site-message-page.ts';
import { profilePage } from './profile-page.ts';
import { WEB_TEXTS } from './web-texts.ts';

const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** GET /profile/{userId}: a person's public profile on the main site, where the avatar links. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile/:userId',
    {
      // A bad address still gets a page in the reader's language, not the API's JSON error.
      attachValidation: true,
      schema: {
        tags: ['web'],
        summary: 'Public profile of a person',
        description:
          'First name and last initial, picture, place and the 12 newest sightings; no e-mail. ' +
          'A malformed or unknown id is a 404 page. English or Spanish.',
        params: UserIdParams,
        querystring: LangQuery,
        response: {
          200: htmlPage('The profile'),
          400: htmlPage('The query is malformed'),
          404: htmlPage('No such person'),
        },
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request.query, request.headers['accept-language']);
      const rawId = String((request.params as Record<string, unknown>).userId);
      const hrefInLanguage = (other: string) =>
        `/profile/${encodeURIComponent(rawId)}?lang=${other}`;
      if (request.validationError?.validationContext === 'querystring') {
        return sendPage(reply, 400, badQueryPage(lang, hrefInLanguage), 'no-cache');
      }
      // A malformed id names no one, so it answers exactly like an unknown one.
      const profile = request.validationError
        ? null
        : await getPublicProfile(app.db, request.params.userId);
      if (!profile) {
        const t = MAIN_SITE_TEXTS[lang];
        const page = mainSiteMessagePage({
          lang,
          title: t.profileNotFoundTitle,
          text: t.profileNotFoundText,
          link: { href: '/', label: WEB_TEXTS[lang].goHome },
          hrefInLanguage,
        });
        return sendPage(reply, 404, page, 'no-cache');
      }
      return sendPage(reply, 200, profilePage(profile, lang), 'public, max-age=300');
    },
  );
};
