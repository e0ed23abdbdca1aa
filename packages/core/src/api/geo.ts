import { Type, type Static } from '@sinclair/typebox';

const Lng = Type.Number({ minimum: -180, maximum: 180 });
const Lat = Type.Number({ minimum: -90, maximum: 90 });

/** A location search result (spec 001 section 3). */
export const Place = Type.Object({
  id: Type.String(),
  place_name: Type.String(),
  center: Type.Tuple([Lng, Lat]),
});
export type Place = Static<typeof Place>;

export const PlaceList = Type.Object({ results: Type.Array(Place) });
export type PlaceList = Static<typeof PlaceList>;

export const PLACE_SEARCH_LIMIT = 10;

/** GET /api/v3/cx/places?q=&proximity=lng,lat — forward search; q must not be blank. */
export const PlaceSearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200 }),
  proximity: Type.Optional(Type.String({ maxLength: 60, description: "'lng,lat'" })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PLACE_SEARCH_LIMIT })),
});
export type PlaceSearchQuery = Static<typeof PlaceSearchQuery>;

/** GET /api/v3/cx/places/reverse?lng=&lat= — the nearest places first. */
export const ReverseGeocodeQuery = Type.Object({ lng: Lng, lat: Lat });
export type ReverseGeocodeQuery = Static<typeof ReverseGeocodeQuery>;

/** GET /api/v3/cx/storm-drains?lng=&lat= — drains within STORM_DRAIN_RADIUS_M. */
export const StormDrainQuery = Type.Object({ lng: Lng, lat: Lat });
export type StormDrainQuery = Static<typeof StormDrainQuery>;

export const MediaIdParam = Type.Object({
  mediaId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type MediaIdParam = Static<typeof MediaIdParam>;

export const GeoJsonFeature = Type.Object({
  type: Type.Literal('Feature'),
  id: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  geometry: Type.Unknown(),
  properties: Type.Record(Type.String(), Type.Unknown()),
});
export type GeoJsonFeature = Static<typeof GeoJsonFeature>;

export const FeatureCollection = Type.Object({
  type: Type.Literal('FeatureCollection'),
  features: Type.Array(GeoJsonFeature),
});
export type FeatureCollection = Static<typeof FeatureCollection>;
