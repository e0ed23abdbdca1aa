import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Language } from '@highwater/core/constants';
import { reportPagePath } from '@highwater/core/api/public-reports';
import { REPORT_PAGE_ENTRY, type ReportPageData } from '@highwater/core/report-page';
import { REPORT_PAGE_TEXTS } from '@highwater/core/report-page-texts';
import { findReportProject, reportQuestions } from '@/repositories/public-report-repository.ts';
import { builtEntry } from '@/web/web-dist.ts';
import { htmlPage, LangQuery, pageLanguage, sendPage } from '@/main-site/pages/html-response.ts';
import { mainSiteMessagePage } from '@/main-site/pages/main-site-message-page.ts';
import { reportPage } from './report-page.ts';

const Params = Type.Object({ clientGroupSlug: Type.String(), projectSlug: Type.String() });

/** GET /report/{clientGroupSlug}/{projectSlug}: the public report page of a project. */
export const reportPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  app.get(
    '/report/:clientGroupSlug/:projectSlug',
    {
      schema: {
        tags: ['web'],
        summary: 'The public report page: residents send a sighting',
        description:
          'For a project that accepts public reports; "Not found" otherwise. English or Spanish ' +
          '(lang, else Accept-Language). A renamed group’s or project’s old address leads to the ' +
          'new one.',
        params: Params,
        querystring: LangQuery,
        response: {
          200: htmlPage('The report form'),
          301: { description: 'The project’s address now' },
          404: htmlPage('No project takes reports here'),
        },
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request.query, request.headers['accept-language']);
      const { clientGroupSlug, projectSlug } = request.params;
      const here = reportPagePath(clientGroupSlug, projectSlug);
      const hrefInLanguage = (other: Language) => `${here}?lang=${other}`;
      const project = await findReportProject(app.db, clientGroupSlug, projectSlug);
      if (!project) {
        const t = REPORT_PAGE_TEXTS[lang];
        const page = mainSiteMessagePage({
          lang,
          title: t.notFoundTitle,
          text: t.notFoundText,
          link: { href: '/', label: t.goHome },
          hrefInLanguage,
        });
        return sendPage(reply, 404, page, 'no-cache');
      }
      const current = reportPagePath(project.groupSlug, project.projectSlug);
      if (current !== here) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${current}${query}`, 301);
      }
      const [questions, script] = await Promise.all([
        reportQuestions(app.db, project.id),
        builtEntry(config.webDist, REPORT_PAGE_ENTRY),
      ]);
      const data: ReportPageData = {
        lang,
        clientGroupSlug: project.groupSlug,
        projectSlug: project.projectSlug,
        mapStyle: config.mapStyleStreet,
        center: [project.center.lng, project.center.lat],
        mapLocale: REPORT_PAGE_TEXTS[lang].mapControls,
        maxBytes: { photo: config.uploadPhotoMaxBytes, video: config.uploadVideoMaxBytes },
        questions,
      };
      return sendPage(
        reply,
        200,
        reportPage({ project, data, script, hrefInLanguage }),
        'no-cache',
      );
    },
  );
};
