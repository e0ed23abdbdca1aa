import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { parseAreaGeometry, type AreaGeometry } from '@/domain/area-geometry.ts';
import { geometryBbox } from '@/domain/geo-bbox.ts';
import type { RegionArea } from '@/domain/region-file.ts';
import { refreshRegionMembership } from '@/services/post-regions.ts';
import { publishProjectChanged } from '@/services/project-event-publisher.ts';
import { recordAdminChange } from '../audit.ts';
import type { AdminProject } from '../admin-access.ts';

export interface RegionRow {
  id: number;
  name: string;
  bbox: { minLng: number; minLat: number; maxLng: number; maxLat: number };
  posts: number;
}

/** The project's regions by name, with their bounding box and how many posts lie in each. */
export async function listRegions(db: Db, projectId: number): Promise<RegionRow[]> {
  const rows = await db
    .selectFrom('regions as r')
    .leftJoin('post_regions as pr', 'pr.region_id', 'r.id')
    .select(['r.id', 'r.name', 'r.min_lng', 'r.min_lat', 'r.max_lng', 'r.max_lat'])
    .select(sql<string>`count(pr.post_id)`.as('posts'))
    .where('r.project_id', '=', projectId)
    .groupBy(['r.id', 'r.name', 'r.min_lng', 'r.min_lat', 'r.max_lng', 'r.max_lat'])
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    bbox: { minLng: row.min_lng, minLat: row.min_lat, maxLng: row.max_lng, maxLat: row.max_lat },
    posts: Number(row.posts),
  }));
}

export async function findRegion(db: Db, projectId: number, regionId: number) {
  return db
    .selectFrom('regions')
    .select(['id', 'name'])
    .where('id', '=', regionId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** The shapes of the project's saved regions (for drawing beneath a preview). */
export async function regionShapes(db: Db, projectId: number): Promise<AreaGeometry[]> {
  const rows = await db
    .selectFrom('regions')
    .select('geojson')
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return rows.map((row) => parseAreaGeometry(row.geojson)).filter((shape) => shape !== null);
}

// A preview nobody confirmed within a day is dropped with the next upload to the project.
const UPLOAD_KEPT = "interval '1 day'";

/** Keeps a checked file for its preview; returns the id the preview and confirm pages use. */
export async function keepUpload(
  db: Db,
  upload: { projectId: number; userId: number; fileName: string; areas: RegionArea[] },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('region_uploads')
      .where('project_id', '=', upload.projectId)
      .where('created_at', '<', sql<Date>`now() - ${sql.raw(UPLOAD_KEPT)}`)
      .execute();
    const row = await trx
      .insertInto('region_uploads')
      .values({
        project_id: upload.projectId,
        created_by: upload.userId,
        file_name: upload.fileName,
        areas: JSON.stringify(upload.areas),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A kept upload of this project by this person, with its areas as stored (checked again later). */
export async function findUpload(db: Db, projectId: number, userId: number, uploadId: number) {
  return db
    .selectFrom('region_uploads')
    .select(['id', 'file_name', 'areas'])
    .where('id', '=', uploadId)
    .where('project_id', '=', projectId)
    .where('created_by', '=', userId)
    .executeTakeFirst();
}

/**
 * Saves the areas as regions, links the project's posts inside each, drops the kept upload,
 * writes the audit and tells open dashboards, all in one transaction.
 */
export async function saveRegions(
  db: Db,
  change: { project: AdminProject; actorId: number; uploadId: number; areas: RegionArea[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const area of change.areas) {
      const box = geometryBbox(area.geometry);
      const { id } = await trx
        .insertInto('regions')
        .values({
          project_id: change.project.id,
          name: area.name,
          geojson: JSON.stringify(area.geometry),
          min_lng: box.minLng,
          min_lat: box.minLat,
          max_lng: box.maxLng,
          max_lat: box.maxLat,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const posts = await refreshRegionMembership(trx, id);
      await recordAdminChange(trx, {
        actorId: change.actorId,
        clientGroupId: change.project.clientGroupId,
        projectId: change.project.id,
        action: 'create',
        subject: 'region',
        subjectId: id,
        before: null,
        after: { name: area.name, bbox: box, posts },
      });
    }
    await trx.deleteFrom('region_uploads').where('id', '=', change.uploadId).execute();
    await publishProjectChanged(trx, {
      projectId: change.project.id,
      actorId: change.actorId,
      part: 'regions',
      at: new Date(),
    });
  });
}

export async function renameRegion(
  db: Db,
  change: { project: AdminProject; actorId: number; regionId: number; name: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('regions')
      .select('name')
      .where('id', '=', change.regionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('regions')
      .set({ name: change.name })
      .where('id', '=', change.regionId)
      .execute();
    await recordAdminChange(trx, {
      actorId: change.actorId,
      clientGroupId: change.project.clientGroupId,
      projectId: change.project.id,
      action: 'update',
      subject: 'region',
      subjectId: change.regionId,
      before: { name: before.name },
      after: { name: change.name },
    });
    await publishProjectChanged(trx, {
      projectId: change.project.id,
      actorId: change.actorId,
      part: 'regions',
      at: new Date(),
    });
  });
}

/** Deletes the region; its post links go with it (post_regions cascades). */
export async function deleteRegion(
  db: Db,
  change: { project: AdminProject; actorId: number; regionId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('regions')
      .select(['name', 'min_lng', 'min_lat', 'max_lng', 'max_lat'])
      .where('id', '=', change.regionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { posts } = await trx
      .selectFrom('post_regions')
      .select((eb) => eb.fn.countAll<string>().as('posts'))
      .where('region_id', '=', change.regionId)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('regions').where('id', '=', change.regionId).execute();
    await recordAdminChange(trx, {
      actorId: change.actorId,
      clientGroupId: change.project.clientGroupId,
      projectId: change.project.id,
      action: 'delete',
      subject: 'region',
      subjectId: change.regionId,
      before: { ...before, posts: Number(posts) },
      after: null,
    });
    await publishProjectChanged(trx, {
      projectId: change.project.id,
      actorId: change.actorId,
      part: 'regions',
      at: new Date(),
    });
  });
}
