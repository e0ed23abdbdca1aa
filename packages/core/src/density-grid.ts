import { isNormalNumber } from './numbers.ts';
import { parseFiniteNumber } from './filters/values.ts';

/**
 * The density view's grid: square Web-Mercator cells. At grid level L the world is 2^L cells a
 * side. The map draws the world 512·2^zoom pixels wide, so level floor(zoom) + 3 makes a cell 64 to
 * 128 pixels on screen at every zoom: readable bins from a whole region down to a street.
 */

/** Grid levels finer than the map's zoom by this much: 512 / 2^3 = 64 px per cell at least. */
const LEVEL_OVER_ZOOM = 3;
export const DENSITY_MAX_ZOOM = 24;
export const DENSITY_MAX_LEVEL = DENSITY_MAX_ZOOM + LEVEL_OVER_ZOOM;
/** A view that would hold more cells takes a coarser level, so an answer stays small. */
export const DENSITY_MAX_CELLS = 4096;
/** Web Mercator stops here; posts beyond fall into the edge rows. */
export const MERCATOR_MAX_LAT = 85.0511287798066;

/** West, south, east, north in degrees; west < east (a view across the antimeridian is cut). */
export interface DensityBbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface CellRange {
  level: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const clampLat = (lat: number) => Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat));

/** Mercator x of a longitude, 0 (west edge) to 1 (east edge). */
export const mercatorX = (lng: number) => (lng + 180) / 360;

/** Mercator y of a latitude, 0 (north edge) to 1 (south edge). */
export function mercatorY(lat: number): number {
  const phi = (clampLat(lat) * Math.PI) / 180;
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI);
}

/** The longitude of a Mercator x (mercatorX's inverse). */
export const lngOfX = (x: number) => x * 360 - 180;
/** The latitude of a Mercator y (mercatorY's inverse). */
export const latOfY = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** The index of the cell holding a fraction, kept inside the grid (the east and south edges). */
const cellOf = (fraction: number, size: number) =>
  Math.min(size - 1, Math.max(0, Math.floor(fraction * size)));

/** The cells covering a box at a level. */
export function cellRange(bbox: DensityBbox, level: number): CellRange {
  const size = 2 ** level;
  return {
    level,
    minX: cellOf(mercatorX(bbox.west), size),
    maxX: cellOf(mercatorX(bbox.east), size),
    minY: cellOf(mercatorY(bbox.north), size),
    maxY: cellOf(mercatorY(bbox.south), size),
  };
}

export const cellCount = (range: CellRange) =>
  (range.maxX - range.minX + 1) * (range.maxY - range.minY + 1);

/**
 * The cells a view at a zoom is counted in: level floor(zoom) + 3, or coarser while the box would
 * hold more than DENSITY_MAX_CELLS cells (a box larger than the screen it is asked for).
 */
export function densityCells(bbox: DensityBbox, zoom: number): CellRange {
  let level = Math.min(DENSITY_MAX_LEVEL, Math.floor(zoom) + LEVEL_OVER_ZOOM);
  let range = cellRange(bbox, level);
  while (level > 0 && cellCount(range) > DENSITY_MAX_CELLS) {
    level -= 1;
    range = cellRange(bbox, level);
  }
  return range;
}

/** A cell's bounds in degrees (the east and south edges belong to the next cell). */
export function cellBounds(level: number, x: number, y: number): DensityBbox {
  const size = 2 ** level;
  return {
    west: lngOfX(x / size),
    east: lngOfX((x + 1) / size),
    north: latOfY(y / size),
    south: latOfY((y + 1) / size),
  };
}

/** The bounds of a range of cells: the area whose posts the answer counts. */
export function rangeBounds(range: CellRange): DensityBbox {
  const first = cellBounds(range.level, range.minX, range.minY);
  const last = cellBounds(range.level, range.maxX, range.maxY);
  return { west: first.west, north: first.north, east: last.east, south: last.south };
}

/** A cell's centre on the map (the middle in Mercator, so on screen): [lng, lat]. */
export function cellCenter(level: number, x: number, y: number): [number, number] {
  const size = 2 ** level;
  return [lngOfX((x + 0.5) / size), latOfY((y + 0.5) / size)];
}

export type BboxParse = { ok: true; value: DensityBbox } | { ok: false; reason: string };

export const BBOX_PROBLEM =
  'bbox must be "west,south,east,north": four finite numbers, none subnormal, with longitudes ' +
  '-180..180, latitudes -90..90, west < east and south < north';

/** 'west,south,east,north' as the density call takes it. */
export function parseDensityBbox(text: string): BboxParse {
  const parts = text.split(',');
  const numbers = parts.map(parseFiniteNumber);
  if (parts.length !== 4 || !numbers.every((n): n is number => n !== null && isNormalNumber(n))) {
    return { ok: false, reason: BBOX_PROBLEM };
  }
  const [west, south, east, north] = numbers as [number, number, number, number];
  const lngOk = west >= -180 && east <= 180 && west < east;
  const latOk = south >= -90 && north <= 90 && south < north;
  return lngOk && latOk
    ? { ok: true, value: { west, south, east, north } }
    : { ok: false, reason: BBOX_PROBLEM };
}

export const formatDensityBbox = (bbox: DensityBbox) =>
  [bbox.west, bbox.south, bbox.east, bbox.north].join(',');
