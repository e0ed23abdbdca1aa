import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@/db/database.ts';
import { sendAdminPage } from '../admin-page.ts';
import { errorView, type FieldError } from '../forms/form-input.ts';
import type { AdminViewer } from '../admin-viewer.ts';
import { projectNav } from '../project-nav.ts';
import { listRegions } from './region-store.ts';
import { REGION_FILE_MAX_MB } from './region-upload-form.ts';
import { REGIONS_TEXTS } from './regions-texts.ts';

export async function projectName(db: Db, projectId: number): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('name')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  // As the dashboard names a project without one (spec 000).
  return row.name ?? 'UNTITLED_PROJECT';
}

const degrees = (value: number) => value.toFixed(4);

/** The regions page: the list and the upload form, with the upload's errors when it was refused. */
export async function sendRegionsPage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  projectId: number,
  form: { errors: FieldError[]; nameProperty: string; notice?: string } = {
    errors: [],
    nameProperty: 'name',
  },
) {
  const viewer = request.adminViewer as AdminViewer;
  const texts = REGIONS_TEXTS[viewer.lang];
  const [name, regions] = await Promise.all([
    projectName(db, projectId),
    listRegions(db, projectId),
  ]);
  return sendAdminPage(
    request,
    reply,
    'regions.eta',
    {
      title: `${texts.title} · ${name}`,
      section: 'user-groups',
      status: form.errors.length > 0 ? 400 : 200,
      notice: form.notice,
    },
    {
      r: texts,
      projectName: name,
      projectNav: projectNav(projectId, 'regions', viewer.lang),
      uploadAction: `/admin/projects/${projectId}/regions/uploads?lang=${viewer.lang}`,
      maxMb: REGION_FILE_MAX_MB,
      regions: regions.map((region) => ({
        ...region,
        southWest: `${degrees(region.bbox.minLng)}, ${degrees(region.bbox.minLat)}`,
        northEast: `${degrees(region.bbox.maxLng)}, ${degrees(region.bbox.maxLat)}`,
        posts: region.posts.toLocaleString(viewer.lang),
        href: `/admin/projects/${projectId}/regions/${region.id}?lang=${viewer.lang}`,
      })),
      errors: errorView(form.errors),
      fileErrors: form.errors.filter((error) => error.field === 'file'),
      nameProperty: form.nameProperty,
    },
  );
}
