import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import {
  insertIntakeKey,
  listIntakeKeys,
  lockProjectIntakeKey,
  revokeIntakeKey,
  type IntakeKeyListRow,
} from '@/repositories/intake-key-repository.ts';
import { intakeKeyHash, newIntakeKeySecret } from '@/services/intake-key-secret.ts';
import { AdminPageError } from '../admin-errors.ts';
import { requireProjectAdmin, type AdminProject } from '../admin-access.ts';
import { redirectAfterChange, sendAdminPage } from '../admin-page.ts';
import { pathIds, sendBadAddress } from '../admin-params.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { recordAdminChange } from '../audit.ts';
import { dayOf } from '../forms/dates.ts';
import { errorView, formBody, type FieldError } from '../forms/form-input.ts';
import { projectNav } from '../project-nav.ts';
import { checkIntakeKeyForm, readIntakeKeyForm, type IntakeKeyValues } from './intake-key-form.ts';
import { INTAKE_KEYS_TEXTS, type IntakeKeyState } from './intake-keys-texts.ts';

const EMPTY: IntakeKeyValues = { name: '', expires: '' };

const stateOf = (key: IntakeKeyListRow, now: Date): IntakeKeyState =>
  key.revoked_at !== null
    ? 'revoked'
    : key.expires_at !== null && key.expires_at <= now
      ? 'expired'
      : 'active';

const noticeOf = (query: unknown, lang: Language) =>
  (query as Record<string, unknown>).notice === 'revoked'
    ? INTAKE_KEYS_TEXTS[lang].notices.revoked
    : undefined;

/**
 * /admin/projects/{id}/intake-keys: a group admin creates a project's intake keys (the secret
 * shown once, only its hash kept), sees when each was last used, and revokes them. Each change is
 * one transaction with its audit row.
 */
export const intakeKeysRoutes: FastifyPluginAsync = async (app) => {
  const base = (projectId: number) => `/admin/projects/${projectId}/intake-keys`;

  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    project: AdminProject,
    form: { values: IntakeKeyValues; errors: FieldError[]; secret: string | null },
  ) => {
    const lang = request.adminViewer!.lang;
    const k = INTAKE_KEYS_TEXTS[lang];
    const now = new Date();
    const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    const [keys, project_] = await Promise.all([
      listIntakeKeys(app.db, project.id),
      app.db
        .selectFrom('projects')
        .select('name')
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow(),
    ]);
    const name = project_.name ?? `#${project.id}`;
    return sendAdminPage(
      request,
      reply,
      'intake-keys.eta',
      {
        title: `${k.title} · ${name}`,
        section: 'user-groups',
        status: form.errors.length > 0 ? 400 : form.secret ? 201 : 200,
        notice: noticeOf(request.query, lang),
      },
      {
        k,
        intro: k.intro.replace(
          '{address}',
          `${app.config.publicOrigin}/api/v3/cx/local-projects/${project.id}/posts`,
        ),
        projectName: name,
        projectNav: projectNav(project.id, 'intake-keys', lang),
        errorTitle: ADMIN_TEXTS[lang].errorSummary,
        errors: errorView(form.errors),
        values: form.values,
        secret: form.secret,
        action: `${base(project.id)}?lang=${lang}`,
        keys: keys.map((key) => {
          const state = stateOf(key, now);
          return {
            id: key.id,
            name: key.name,
            created: format.format(key.created_at),
            createdBy: key.created_by_name,
            lastUsed: key.last_used_at ? format.format(key.last_used_at) : k.never,
            expires: key.expires_at ? format.format(key.expires_at) : k.noExpiry,
            state: k.states[state],
            revokeAction:
              state === 'revoked' ? null : `${base(project.id)}/${key.id}/revoke?lang=${lang}`,
          };
        }),
      },
    );
  };

  const projectOf = async (request: FastifyRequest) => {
    const path = pathIds(request.params, { projectId: 'project' });
    if ('bad' in path) return path;
    return { project: await requireProjectAdmin(app.db, request.adminViewer!, path.ids.projectId) };
  };

  app.get('/admin/projects/:projectId/intake-keys', async (request, reply) => {
    const found = await projectOf(request);
    if ('bad' in found) return sendBadAddress(request, reply, found.bad);
    return page(request, reply, found.project, { values: EMPTY, errors: [], secret: null });
  });

  app.post('/admin/projects/:projectId/intake-keys', async (request, reply) => {
    const viewer = request.adminViewer!;
    const found = await projectOf(request);
    if ('bad' in found) return sendBadAddress(request, reply, found.bad);
    const { project } = found;
    const values = readIntakeKeyForm(formBody(request.body));
    const checked = checkIntakeKeyForm(values, viewer.lang, new Date());
    if (!('key' in checked)) {
      return page(request, reply, project, { values, errors: checked.errors, secret: null });
    }
    const secret = newIntakeKeySecret();
    await app.db.transaction().execute(async (trx) => {
      const row = await insertIntakeKey(trx, {
        projectId: project.id,
        name: checked.key.name,
        keyHash: intakeKeyHash(secret),
        createdBy: viewer.userId,
        expiresAt: checked.key.expiresAt,
      });
      await recordAdminChange(trx, {
        actorId: viewer.userId,
        clientGroupId: project.clientGroupId,
        projectId: project.id,
        action: 'create',
        subject: 'intake_key',
        subjectId: row.id,
        before: null,
        // Never the secret, nor its hash.
        after: { name: row.name, expires: dayOf(row.expires_at) || null },
      });
    });
    // Shown here once, never put in an address (a redirect would).
    return page(request, reply, project, { values: EMPTY, errors: [], secret });
  });

  app.post('/admin/projects/:projectId/intake-keys/:keyId/revoke', async (request, reply) => {
    const viewer = request.adminViewer!;
    const path = pathIds(request.params, { projectId: 'project', keyId: 'intakeKey' });
    if ('bad' in path) return sendBadAddress(request, reply, path.bad);
    const project = await requireProjectAdmin(app.db, viewer, path.ids.projectId);
    await app.db.transaction().execute(async (trx) => {
      const key = await lockProjectIntakeKey(trx, project.id, path.ids.keyId);
      if (!key) throw new AdminPageError(404);
      if (key.revoked_at !== null) return;
      await revokeIntakeKey(trx, key.id, new Date());
      await recordAdminChange(trx, {
        actorId: viewer.userId,
        clientGroupId: project.clientGroupId,
        projectId: project.id,
        action: 'revoke',
        subject: 'intake_key',
        subjectId: key.id,
        before: { name: key.name, revoked: false },
        after: { name: key.name, revoked: true },
      });
    });
    return redirectAfterChange(reply, base(project.id), viewer.lang, 'revoked');
  });
};
