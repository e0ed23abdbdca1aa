import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { distanceSql } from '@/repositories/post-filter-sql.ts';

/** The project of the post a media item belongs to (through its post or its comment's post). */
export async function mediaProjectId(db: Db, mediaId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('media as m')
    .leftJoin('comments as c', 'c.id', 'm.comment_id')
    .innerJoin('posts as p', (join) =>
      join.on((eb) =>
        eb.or([eb('p.id', '=', eb.ref('m.post_id')), eb('p.id', '=', eb.ref('c.post_id'))]),
      ),
    )
    .select('p.project_id')
    .where('m.id', '=', mediaId)
    .executeTakeFirst();
  return row?.project_id;
}

export async function floodExtentShapes(db: Db, mediaId: number): Promise<unknown[]> {
  const rows = await db
    .selectFrom('flood_extents')
    .select('geojson')
    .where('media_id', '=', mediaId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.geojson);
}

export interface StormDrainRow {
  id: number;
  external_id: string | null;
  kind: string;
  lng: number;
  lat: number;
  distance_m: number;
}

/** Drains within a box (storm_drains_lat_lng_idx), then within the exact distance, nearest first. */
export async function stormDrainsNear(
  db: Db,
  lng: number,
  lat: number,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
  radiusMetres: number,
  limit: number,
): Promise<StormDrainRow[]> {
  const distance = distanceSql(lng, lat, 'd');
  const { rows } = await sql<StormDrainRow>`
    SELECT id, external_id, kind, lng, lat, distance_m FROM (
      SELECT d.id, d.external_id, d.kind, d.lng, d.lat, ${distance} AS distance_m
      FROM storm_drains d
      WHERE d.lat BETWEEN ${box.minLat} AND ${box.maxLat}
        AND d.lng BETWEEN ${box.minLng} AND ${box.maxLng}
    ) near
    WHERE distance_m <= ${radiusMetres}
    ORDER BY distance_m, id
    LIMIT ${limit}`.execute(db);
  return rows;
}
