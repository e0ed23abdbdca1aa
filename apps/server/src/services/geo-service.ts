import {
  PLACE_SEARCH_LIMIT,
  type FeatureCollection,
  type PlaceList,
} from '@highwater/core/api/geo';
import { STORM_DRAIN_RADIUS_M } from '@highwater/core/constants';
import { parseFiniteNumber } from '@highwater/core/filters/values';
import { isNormalNumber } from '@highwater/core/numbers';
import type { Db } from '@/db/database.ts';
import { normalizeName, offlineGazetteer, type Gazetteer } from '@/adapters/gazetteer.ts';
import { featureCollection, featuresOf } from '@/domain/geojson.ts';
import { nearBoundingBox } from '@/domain/post-filter.ts';
import { badRequest, notFound } from '@/plugins/http-errors.ts';
import { memberProjectIds, projectForMember } from '@/services/access-service.ts';
import { rankPlaces } from '@/domain/place-ranking.ts';
import { searchStreets } from '@/repositories/street-repository.ts';
import {
  floodExtentShapes,
  mediaProjectId,
  stormDrainsNear,
} from '@/repositories/geo-repository.ts';

export const MEDIA_NOT_FOUND = 'Media not found';
export const MAX_STORM_DRAINS = 500;
/** Words of a location search used; q is at most 200 characters anyway. */
const MAX_SEARCH_WORDS = 8;

/** 'lng,lat' → [lng, lat], or a 400. */
function parseProximity(text: string): [number, number] {
  const [lng, lat, ...rest] = text.split(',').map(parseFiniteNumber);
  const valid = lng != null && lat != null && isNormalNumber(lng) && isNormalNumber(lat);
  if (rest.length || !valid || Math.abs(lng) > 180 || Math.abs(lat) > 90) {
    throw badRequest(
      'proximity must be "lng,lat" (finite, not subnormal) with longitude -180..180 and latitude -90..90',
    );
  }
  return [lng, lat];
}

/** What the location search looks for: the words of a street or city, then ', place' parts. */
function searchTerms(text: string): { words: string[]; qualifiers: string[] } {
  const [name = '', ...rest] = text.split(',').map(normalizeName);
  return {
    words: name.split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS),
    qualifiers: rest.filter(Boolean).slice(0, MAX_SEARCH_WORDS),
  };
}

type PlaceQuery = { q: string; proximity?: string | undefined; limit?: number | undefined };

/**
 * Places for the location search: streets of the posts in the user's projects (only those the
 * user may read) and cities of the offline gazetteer, nearest to `proximity` first.
 */
export async function searchPlaces(
  db: Db,
  userId: number,
  query: PlaceQuery,
  gazetteer: Promise<Gazetteer> = offlineGazetteer(),
): Promise<PlaceList> {
  return searchPlacesOf(
    db,
    async () => ({ ids: await memberProjectIds(db, userId) }),
    query,
    gazetteer,
  );
}

/** The projects whose streets a search looks among, and a point to rank by without proximity. */
type SearchedProjects = { ids: number[]; near?: [number, number] };

/**
 * Places for the location search among the projects' streets and the gazetteer's cities; without
 * a proximity, `near` (a project's centre, say) puts the nearest first. The query is checked
 * before the projects are looked up: a malformed one is a 400 whatever the projects.
 */
export async function searchPlacesOf(
  db: Db,
  projects: () => Promise<SearchedProjects>,
  query: PlaceQuery,
  gazetteer: Promise<Gazetteer> = offlineGazetteer(),
): Promise<PlaceList> {
  const text = query.q.trim();
  if (!text) throw badRequest('q must not be blank');
  const asked = query.proximity !== undefined ? parseProximity(query.proximity) : undefined;
  const { ids: projectIds, near } = await projects();
  const proximity = asked ?? near;
  const limit = query.limit ?? PLACE_SEARCH_LIMIT;
  const { words, qualifiers } = searchTerms(text);
  const streets = await searchStreets(db, {
    projectIds,
    words,
    qualifiers,
    proximity,
    now: new Date(),
    limit,
  });
  const places = (await gazetteer).search(text, { ...(proximity ? { proximity } : {}), limit });
  const streetPlaces = streets.map((street) => ({
    id: `street.${street.place}`,
    place_name: street.place,
    center: [street.lng, street.lat] as [number, number],
  }));
  return { results: rankPlaces(streetPlaces, places, proximity, limit) };
}

export async function reversePlaces(
  lng: number,
  lat: number,
  gazetteer: Promise<Gazetteer> = offlineGazetteer(),
): Promise<PlaceList> {
  return { results: (await gazetteer).reverse(lng, lat, 5) };
}

/** The flood extents drawn for a photo; members of the post's project only (404 otherwise). */
export async function floodExtents(
  db: Db,
  userId: number,
  mediaId: number,
): Promise<FeatureCollection> {
  const projectId = await mediaProjectId(db, mediaId);
  if (projectId === undefined) throw notFound(MEDIA_NOT_FOUND);
  await projectForMember(db, userId, projectId).catch(() => {
    throw notFound(MEDIA_NOT_FOUND);
  });
  const shapes = await floodExtentShapes(db, mediaId);
  return featureCollection(shapes.flatMap(featuresOf));
}

/** Storm drains within 100 m of a point, nearest first. */
export async function stormDrains(db: Db, lng: number, lat: number): Promise<FeatureCollection> {
  const radius = STORM_DRAIN_RADIUS_M;
  const box = nearBoundingBox({ lng, lat, radius });
  const rows = await stormDrainsNear(db, lng, lat, box, radius, MAX_STORM_DRAINS);
  return featureCollection(
    rows.map((row) => ({
      type: 'Feature',
      id: row.id,
      geometry: { type: 'Point', coordinates: [row.lng, row.lat] },
      properties: {
        id: row.id,
        external_id: row.external_id,
        kind: row.kind,
        distance_m: Math.round(row.distance_m * 10) / 10,
      },
    })),
  );
}
