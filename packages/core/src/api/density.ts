import { Type, type Static } from '@sinclair/typebox';
import { DENSITY_MAX_LEVEL, DENSITY_MAX_ZOOM } from '../density-grid.ts';
import { PostsFilterQuery } from './posts.ts';

/**
 * GET /api/v3/cx/local-projects/{id}/posts/density: the posts filter query plus the view.
 * bbox is 'west,south,east,north' in degrees (west < east; a view across the antimeridian is cut
 * at it); zoom is the map's zoom, 0 to 24 (fractions allowed).
 */
export const PostsDensityQuery = Type.Composite([
  PostsFilterQuery,
  Type.Object({
    bbox: Type.String({
      maxLength: 120,
      description: "'west,south,east,north' in degrees, e.g. '-95.6,29.6,-95,30.1'",
    }),
    zoom: Type.Number({ minimum: 0, maximum: DENSITY_MAX_ZOOM }),
  }),
]);
export type PostsDensityQuery = Static<typeof PostsDensityQuery>;

const Degrees = Type.Number();

/** One non-empty cell: its grid index, its centre and how many matching posts lie in it. */
export const DensityBin = Type.Object({
  x: Type.Integer({ minimum: 0 }),
  y: Type.Integer({ minimum: 0 }),
  lng: Degrees,
  lat: Degrees,
  count: Type.Integer({ minimum: 1 }),
});
export type DensityBin = Static<typeof DensityBin>;

/**
 * The matching posts counted per square Web-Mercator cell over the view. At `level` the world is
 * 2^level cells a side, x from the antimeridian eastwards and y from the north edge southwards;
 * `bbox` is the area counted: the view widened to whole cells. Empty cells are left out.
 */
export const PostsDensity = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: DENSITY_MAX_LEVEL }),
  bbox: Type.Tuple([Degrees, Degrees, Degrees, Degrees]),
  total: Type.Integer({ minimum: 0 }),
  bins: Type.Array(DensityBin),
});
export type PostsDensity = Static<typeof PostsDensity>;
