/**
 * Distances on the Earth as every `near` filter measures them: the server's SQL and gazetteer,
 * and the circle the map draws, so that what is drawn is what matches.
 */

/** The mean Earth radius. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Metres in one degree of latitude, near enough for bounding boxes and padding. */
export const METERS_PER_DEGREE_LAT = 111_320;

/** Great-circle (haversine) distance in metres between two points. */
export function haversineMetres(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
