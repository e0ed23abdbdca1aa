import type { FastifyPluginAsync } from 'fastify';
import { requireProjectAdmin } from '../admin-access.ts';
import { sendAdminPage } from '../admin-page.ts';
import { parseId, pathIds, sendBadAddress } from '../admin-params.ts';
import { projectNav, projectPageHref } from '../project-nav.ts';
import { auditAction, auditLines } from './audit-summary.ts';
import { PROJECT_AUDIT_TEXTS } from './project-audit-texts.ts';

const PAGE_SIZE = 50;

/** /admin/projects/{id}/audit: the project's admin changes, newest first, 50 a page. */
export const projectAuditRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/projects/:projectId/audit', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { projectId: 'project' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    const project = await requireProjectAdmin(app.db, viewer, path.ids.projectId);
    const beforeParam = (request.query as Record<string, unknown>).before;
    const before = beforeParam === undefined ? null : parseId(beforeParam);
    if (beforeParam !== undefined && before === null) {
      return sendBadAddress(request, reply, 'page');
    }
    const rows = await app.db
      .selectFrom('admin_audit as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.action',
        'a.subject',
        'a.before',
        'a.after',
        'a.created_at',
        'u.first_name',
        'u.last_name',
        'u.email',
      ])
      .where('a.project_id', '=', project.id)
      .$if(before !== null, (query) => query.where('a.id', '<', String(before)))
      .orderBy('a.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .execute();
    const shown = rows.slice(0, PAGE_SIZE);
    const t = PROJECT_AUDIT_TEXTS[viewer.lang];
    const formatTime = new Intl.DateTimeFormat(viewer.lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const name = await app.db
      .selectFrom('projects')
      .select('name')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    const lastId = shown.at(-1)?.id;
    return sendAdminPage(
      request,
      reply,
      'project-audit.eta',
      { title: `${t.title} · ${name.name ?? `#${project.id}`}`, section: 'user-groups' },
      {
        a: t,
        heading: t.title,
        projectName: name.name ?? `#${project.id}`,
        projectNav: projectNav(project.id, 'audit', viewer.lang),
        rows: shown.map((row) => ({
          who: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email || t.someone,
          when: `${formatTime.format(row.created_at)} UTC`,
          whenIso: row.created_at.toISOString(),
          what: auditAction(row.action, row.subject, viewer.lang),
          lines: auditLines(row.before, row.after, viewer.lang),
        })),
        olderHref:
          rows.length > PAGE_SIZE && lastId !== undefined
            ? `${projectPageHref(project.id, 'audit', viewer.lang)}&before=${lastId}`
            : null,
        newestHref: before !== null ? projectPageHref(project.id, 'audit', viewer.lang) : null,
      },
    );
  });
};
