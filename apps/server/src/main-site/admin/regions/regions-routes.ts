import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_REGION_NAME } from '@/domain/region-file.ts';
import { requireProjectAdmin, type AdminProject } from '../admin-access.ts';
import { AdminPageError } from '../admin-errors.ts';
import { redirectAfterChange, sendAdminPage } from '../admin-page.ts';
import { idOf, sendBadAddress } from '../admin-params.ts';
import { projectNav } from '../project-nav.ts';
import { deleteRegion, findRegion, renameRegion } from './region-store.ts';
import { regionUploadRoutes } from './region-upload-routes.ts';
import { errorView, type FieldError } from '../forms/form-input.ts';
import { projectName, sendRegionsPage } from './regions-page.ts';
import { REGIONS_TEXTS } from './regions-texts.ts';

const NOTICES = ['saved', 'renamed', 'deleted'] as const;

const formField = (body: unknown, name: string): string | null => {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : null;
};

/**
 * A project's regions: GET /admin/projects/{id}/regions lists them with the upload form;
 * GET|POST …/regions/{regionId} renames one; GET|POST …/regions/{regionId}/delete deletes one
 * after asking. For the project's group admins and provider admins.
 */
export const regionsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(regionUploadRoutes);

  app.get('/admin/projects/:projectId/regions', async (request, reply) => {
    const viewer = request.adminViewer!;
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return sendBadAddress(request, reply, 'project');
    await requireProjectAdmin(app.db, viewer, projectId);
    const asked = (request.query as Record<string, unknown>).notice;
    const notice = NOTICES.find((key) => key === asked);
    return sendRegionsPage(app.db, request, reply, projectId, {
      errors: [],
      nameProperty: 'name',
      notice: notice && REGIONS_TEXTS[viewer.lang].notices[notice],
    });
  });

  /** The project and region of the address, or null once a 400 page was sent. */
  const regionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return void (await sendBadAddress(request, reply, 'project'));
    const regionId = idOf(request.params, 'regionId');
    if (regionId === null) return void (await sendBadAddress(request, reply, 'region'));
    const project = await requireProjectAdmin(app.db, request.adminViewer!, projectId);
    const region = await findRegion(app.db, projectId, regionId);
    // An address naming no region of this project, as one outside the viewer's reach.
    if (!region) throw new AdminPageError(404);
    return { project, region };
  };

  const sendEditPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    project: AdminProject,
    region: { id: number; name: string },
    form: { name: string; errors: FieldError[] },
  ) => {
    const lang = request.adminViewer!.lang;
    const texts = REGIONS_TEXTS[lang];
    const base = `/admin/projects/${project.id}/regions/${region.id}`;
    return sendAdminPage(
      request,
      reply,
      'region-edit.eta',
      {
        title: `${texts.editTitle} · ${region.name}`,
        section: 'user-groups',
        status: form.errors.length > 0 ? 400 : 200,
      },
      {
        r: texts,
        projectName: await projectName(app.db, project.id),
        projectNav: projectNav(project.id, 'regions', lang),
        regionName: region.name,
        name: form.name,
        errors: errorView(form.errors),
        maxName: MAX_REGION_NAME,
        action: `${base}?lang=${lang}`,
        deleteHref: `${base}/delete?lang=${lang}`,
        backHref: `/admin/projects/${project.id}/regions?lang=${lang}`,
      },
    );
  };

  app.get('/admin/projects/:projectId/regions/:regionId', async (request, reply) => {
    const found = await regionOf(request, reply);
    if (!found) return reply;
    return sendEditPage(request, reply, found.project, found.region, {
      name: found.region.name,
      errors: [],
    });
  });

  app.post('/admin/projects/:projectId/regions/:regionId', async (request, reply) => {
    const found = await regionOf(request, reply);
    if (!found) return reply;
    const viewer = request.adminViewer!;
    const texts = REGIONS_TEXTS[viewer.lang];
    const raw = formField(request.body, 'name');
    const name = (raw ?? '').trim().replace(/\s+/g, ' ');
    const error =
      name === ''
        ? texts.errors.regionNameEmpty
        : name.length > MAX_REGION_NAME
          ? texts.errors.regionNameLong(MAX_REGION_NAME)
          : null;
    if (error) {
      return sendEditPage(request, reply, found.project, found.region, {
        name: raw ?? '',
        errors: [{ field: 'name', message: error }],
      });
    }
    await renameRegion(app.db, {
      project: found.project,
      actorId: viewer.userId,
      regionId: found.region.id,
      name,
    });
    return redirectAfterChange(
      reply,
      `/admin/projects/${found.project.id}/regions`,
      viewer.lang,
      'renamed',
    );
  });

  app.get('/admin/projects/:projectId/regions/:regionId/delete', async (request, reply) => {
    const found = await regionOf(request, reply);
    if (!found) return reply;
    const lang = request.adminViewer!.lang;
    const texts = REGIONS_TEXTS[lang];
    const { posts } = await app.db
      .selectFrom('post_regions')
      .select((eb) => eb.fn.countAll<string>().as('posts'))
      .where('region_id', '=', found.region.id)
      .executeTakeFirstOrThrow();
    const title = texts.deleteTitle(found.region.name);
    return sendAdminPage(
      request,
      reply,
      'confirm-delete.eta',
      { title, section: 'user-groups' },
      {
        projectNav: projectNav(found.project.id, 'regions', lang),
        text: texts.deleteText(Number(posts)),
        confirmLabel: texts.deleteConfirm,
        action: `/admin/projects/${found.project.id}/regions/${found.region.id}/delete?lang=${lang}`,
        backHref: `/admin/projects/${found.project.id}/regions?lang=${lang}`,
      },
    );
  });

  app.post('/admin/projects/:projectId/regions/:regionId/delete', async (request, reply) => {
    const found = await regionOf(request, reply);
    if (!found) return reply;
    const viewer = request.adminViewer!;
    await deleteRegion(app.db, {
      project: found.project,
      actorId: viewer.userId,
      regionId: found.region.id,
    });
    return redirectAfterChange(
      reply,
      `/admin/projects/${found.project.id}/regions`,
      viewer.lang,
      'deleted',
    );
  });
};
