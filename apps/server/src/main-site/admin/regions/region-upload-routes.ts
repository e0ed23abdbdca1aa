import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { checkRegionFile, type RegionArea } from '@/domain/region-file.ts';
import { requireProjectAdmin } from '../admin-access.ts';
import { redirectAfterChange, sendAdminPage } from '../admin-page.ts';
import { idOf, sendBadAddress } from '../admin-params.ts';
import { projectNav } from '../project-nav.ts';
import { findUpload, keepUpload, regionShapes, saveRegions } from './region-store.ts';
import { readUploadForm, REGION_FILE_MAX_MB } from './region-upload-form.ts';
import type { FieldError } from '../forms/form-input.ts';
import { projectName, sendRegionsPage } from './regions-page.ts';
import { REGIONS_TEXTS } from './regions-texts.ts';
import { regionPreview, scriptJson } from './region-preview-data.ts';
import {
  REGION_PREVIEW_DATA_ID,
  REGION_PREVIEW_ENTRY,
  REGION_PREVIEW_MAP_ID,
} from '@highwater/core/region-preview';
import { builtEntry } from '@/web/web-dist.ts';

// A long list of problems helps nobody: the first ones say what to fix.
const SHOWN_PROBLEMS = 20;

/**
 * POST /admin/projects/{id}/regions/uploads: checks a GeoJSON file and keeps it for its preview;
 * GET …/uploads/{uploadId}: the preview on a map; POST …/uploads/{uploadId}: saves it.
 * For the project's group admins and provider admins.
 */
export const regionUploadRoutes: FastifyPluginAsync = async (app) => {
  // Multipart only here: the file is read in the handler, after the admin plugin's checks.
  await app.register(multipart);

  app.post('/admin/projects/:projectId/regions/uploads', async (request, reply) => {
    const viewer = request.adminViewer!;
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return sendBadAddress(request, reply, 'project');
    await requireProjectAdmin(app.db, viewer, projectId);
    const texts = REGIONS_TEXTS[viewer.lang];
    const form = await readUploadForm(request);
    const refuse = (errors: FieldError[], nameProperty = 'name') =>
      sendRegionsPage(app.db, request, reply, projectId, { errors, nameProperty });
    if (!form.ok) {
      const { errors: e } = texts;
      const messages: Record<typeof form.problem, FieldError> = {
        notMultipart: { field: 'file', message: e.notMultipart },
        noFile: { field: 'file', message: e.noFile },
        tooLarge: { field: 'file', message: e.tooLarge(REGION_FILE_MAX_MB) },
        wrongType: { field: 'file', message: e.wrongType },
        nameProperty: { field: 'nameProperty', message: e.nameProperty },
      };
      return refuse([messages[form.problem]]);
    }
    const checked = checkRegionFile(form.text, {
      property: form.nameProperty,
      unnamed: texts.unnamed,
    });
    if (!checked.ok) {
      const problems = checked.file
        ? [texts.errors.file(checked.file)]
        : checked.features.slice(0, SHOWN_PROBLEMS).map(texts.errors.feature);
      const more = checked.features.length - SHOWN_PROBLEMS;
      if (more > 0) problems.push(texts.errors.moreProblems(more));
      return refuse(
        problems.map((message) => ({ field: 'file', message })),
        form.nameProperty,
      );
    }
    const uploadId = await keepUpload(app.db, {
      projectId,
      userId: viewer.userId,
      fileName: form.fileName,
      areas: checked.areas,
    });
    return redirectAfterChange(
      reply,
      `/admin/projects/${projectId}/regions/uploads/${uploadId}`,
      viewer.lang,
    );
  });

  /** The kept upload's areas, checked again as they are about to be drawn or saved. */
  const keptAreas = async (projectId: number, userId: number, uploadId: number) => {
    const upload = await findUpload(app.db, projectId, userId, uploadId);
    if (!upload) return null;
    const checked = checkRegionFile(JSON.stringify(toCollection(upload.areas)), {
      property: 'name',
      unnamed: (place) => `Region ${place}`,
    });
    return checked.ok ? { fileName: upload.file_name, areas: checked.areas } : null;
  };

  app.get('/admin/projects/:projectId/regions/uploads/:uploadId', async (request, reply) => {
    const viewer = request.adminViewer!;
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return sendBadAddress(request, reply, 'project');
    const uploadId = idOf(request.params, 'uploadId');
    if (uploadId === null) return sendBadAddress(request, reply, 'upload');
    await requireProjectAdmin(app.db, viewer, projectId);
    const texts = REGIONS_TEXTS[viewer.lang];
    const kept = await keptAreas(projectId, viewer.userId, uploadId);
    if (!kept) {
      return sendRegionsPage(app.db, request, reply, projectId, {
        errors: [{ field: 'file', message: texts.errors.uploadGone }],
        nameProperty: 'name',
      });
    }
    const [name, existing, script] = await Promise.all([
      projectName(app.db, projectId),
      regionShapes(app.db, projectId),
      builtEntry(app.config.webDist, REGION_PREVIEW_ENTRY),
    ]);
    const preview = regionPreview(kept.areas, existing, {
      style: app.config.mapStyleStreet,
      locale: { 'Map.Title': texts.mapLabel, ...texts.mapControls },
    });
    return sendAdminPage(
      request,
      reply,
      'region-preview.eta',
      { title: `${texts.previewTitle} · ${name}`, section: 'user-groups' },
      {
        r: texts,
        projectName: name,
        projectNav: projectNav(projectId, 'regions', viewer.lang),
        intro: texts.previewIntro(kept.areas.length, kept.fileName),
        confirmLabel: texts.confirm(kept.areas.length),
        confirmAction: `/admin/projects/${projectId}/regions/uploads/${uploadId}?lang=${viewer.lang}`,
        backHref: `/admin/projects/${projectId}/regions?lang=${viewer.lang}`,
        regions: preview.list.map((region) => ({
          ...region,
          corners: texts.corners(region.corners),
        })),
        hasExisting: existing.length > 0,
        // Without a web build the list alone stands for the map.
        map: script && {
          ...script,
          mapId: REGION_PREVIEW_MAP_ID,
          dataId: REGION_PREVIEW_DATA_ID,
          json: scriptJson(preview.data),
        },
      },
    );
  });

  app.post('/admin/projects/:projectId/regions/uploads/:uploadId', async (request, reply) => {
    const viewer = request.adminViewer!;
    const projectId = idOf(request.params, 'projectId');
    if (projectId === null) return sendBadAddress(request, reply, 'project');
    const uploadId = idOf(request.params, 'uploadId');
    if (uploadId === null) return sendBadAddress(request, reply, 'upload');
    const project = await requireProjectAdmin(app.db, viewer, projectId);
    const kept = await keptAreas(projectId, viewer.userId, uploadId);
    if (!kept) {
      return sendRegionsPage(app.db, request, reply, projectId, {
        errors: [{ field: 'file', message: REGIONS_TEXTS[viewer.lang].errors.uploadGone }],
        nameProperty: 'name',
      });
    }
    await saveRegions(app.db, { project, actorId: viewer.userId, uploadId, areas: kept.areas });
    return redirectAfterChange(reply, `/admin/projects/${projectId}/regions`, viewer.lang, 'saved');
  });
};

/** Kept areas as a collection named by `name`, so the file check reads them as any upload. */
function toCollection(areas: unknown) {
  const list = Array.isArray(areas) ? (areas as Partial<RegionArea>[]) : [];
  return {
    type: 'FeatureCollection',
    features: list.map((area) => ({
      type: 'Feature',
      properties: { name: area.name },
      geometry: area.geometry,
    })),
  };
}
