import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { bulkInsert } from '@/db/bulk-insert.ts';
import { parseAreaGeometry, type AreaGeometry } from '@/domain/area-geometry.ts';
import { bboxContains, geometryBbox, type Bbox } from '@/domain/geo-bbox.ts';
import { pointInArea } from '@/domain/point-in-polygon.ts';

type Db = Kysely<Database>;

interface RegionShape {
  id: number;
  geometry: AreaGeometry;
  bbox: Bbox;
}

interface Membership {
  post_id: number;
  region_id: number;
}

const SCAN_BATCH = 50_000;
const ID_CHUNK = 10_000;

// Membership is replaced as a whole, so callers outside a transaction get one of their own.
async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function toShape(row: { id: number; geojson: unknown }): RegionShape | null {
  const geometry = parseAreaGeometry(row.geojson);
  return geometry ? { id: row.id, geometry, bbox: geometryBbox(geometry) } : null;
}

/**
 * Recomputes which posts of its project lie in one region (after the region is created or its
 * shape changes). Posts are read in id order, only those inside the region's bounding box.
 * Returns the number of member posts.
 */
export async function refreshRegionMembership(db: Db, regionId: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('post_regions').where('region_id', '=', regionId).execute();
    const row = await trx
      .selectFrom('regions')
      .select(['id', 'project_id', 'geojson'])
      .where('id', '=', regionId)
      .executeTakeFirst();
    const region = row ? toShape(row) : null;
    if (!row || !region) return 0;
    let members = 0;
    let afterId = 0;
    for (;;) {
      const posts = await trx
        .selectFrom('posts')
        .select(['id', 'lat', 'lng'])
        .where('project_id', '=', row.project_id)
        .where('lat', '>=', region.bbox.minLat)
        .where('lat', '<=', region.bbox.maxLat)
        .where('lng', '>=', region.bbox.minLng)
        .where('lng', '<=', region.bbox.maxLng)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(SCAN_BATCH)
        .execute();
      const inside: Membership[] = posts
        .filter((post) => pointInArea(post.lng, post.lat, region.geometry))
        .map((post) => ({ post_id: post.id, region_id: region.id }));
      await bulkInsert(trx, 'post_regions', { post_id: 'integer', region_id: 'integer' }, inside);
      members += inside.length;
      const last = posts.at(-1);
      if (!last || posts.length < SCAN_BATCH) return members;
      afterId = last.id;
    }
  });
}

/** Recomputes the regions of the given posts (after they are created or moved). */
export async function refreshPostRegions(db: Db, postIds: readonly number[]): Promise<void> {
  if (postIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    const shapesByProject = new Map<number, RegionShape[]>();
    for (let start = 0; start < postIds.length; start += ID_CHUNK) {
      const ids = postIds.slice(start, start + ID_CHUNK);
      await trx.deleteFrom('post_regions').where('post_id', 'in', ids).execute();
      const posts = await trx
        .selectFrom('posts')
        .select(['id', 'project_id', 'lat', 'lng'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      const missing = [...new Set(posts.map((p) => p.project_id))].filter(
        (projectId) => !shapesByProject.has(projectId),
      );
      if (missing.length > 0) {
        const regions = await trx
          .selectFrom('regions')
          .select(['id', 'project_id', 'geojson'])
          .where('project_id', 'in', missing)
          .orderBy('id')
          .execute();
        for (const projectId of missing) {
          const shapes = regions
            .filter((region) => region.project_id === projectId)
            .map(toShape)
            .filter((shape) => shape !== null);
          shapesByProject.set(projectId, shapes);
        }
      }
      const rows: Membership[] = posts.flatMap((post) =>
        (shapesByProject.get(post.project_id) ?? [])
          .filter(
            (shape) =>
              bboxContains(shape.bbox, post.lng, post.lat) &&
              pointInArea(post.lng, post.lat, shape.geometry),
          )
          .map((shape) => ({ post_id: post.id, region_id: shape.id })),
      );
      await bulkInsert(trx, 'post_regions', { post_id: 'integer', region_id: 'integer' }, rows);
    }
  });
}
