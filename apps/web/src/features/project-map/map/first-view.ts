import {
  latOfY,
  lngOfX,
  mercatorX,
  mercatorY,
  type DensityBbox,
} from '@highwater/core/density-grid';
import type { DensityRequest } from '@/api/get-post-density.ts';
import type { PixelSize } from '@/lib/pixel-size.ts';
import { densityRequest } from './density-bins.ts';
import type { MapPosition } from './map-hash.ts';
import { paddedBounds, type Bounds } from './selection-view.ts';
import { FIT_ALL_MAX_ZOOM, FIT_PADDING_PX } from './use-camera.ts';

/** MapLibre's world is 512 px wide at zoom 0. */
const TILE_SIZE = 512;

export interface PlannedView {
  view: DensityBbox;
  zoom: number;
}

/** The box an unrotated, unpitched map of this size shows around a centre at a zoom. */
export function viewAround(
  center: { lng: number; lat: number },
  zoom: number,
  size: PixelSize,
): PlannedView {
  const world = TILE_SIZE * 2 ** zoom;
  const x = mercatorX(center.lng);
  const y = mercatorY(center.lat);
  const halfWidth = size.width / 2 / world;
  const halfHeight = size.height / 2 / world;
  return {
    view: {
      west: lngOfX(x - halfWidth),
      east: lngOfX(x + halfWidth),
      north: latOfY(y - halfHeight),
      south: latOfY(y + halfHeight),
    },
    zoom,
  };
}

/**
 * The view MapLibre settles on for `fitBounds(bounds, { padding, maxZoom })` on an unrotated,
 * unpitched map of this size (its mercator camera: the box's corners scaled into the padded size,
 * centred on their middle). It lets the first view's counts be asked for before the map exists;
 * null when the size leaves no room to fit.
 */
export function fittedView(
  [[west, south], [east, north]]: Bounds,
  size: PixelSize,
  padding: number,
  maxZoom: number,
): PlannedView | null {
  const width = mercatorX(east) - mercatorX(west);
  const height = mercatorY(south) - mercatorY(north);
  const room = Math.min(
    (size.width - 2 * padding) / (width * TILE_SIZE),
    (size.height - 2 * padding) / (height * TILE_SIZE),
  );
  if (!(room > 0)) return null;
  const zoom = Math.min(Math.log2(room), maxZoom);
  const center = {
    lng: lngOfX((mercatorX(west) + mercatorX(east)) / 2),
    lat: latOfY((mercatorY(north) + mercatorY(south)) / 2),
  };
  return viewAround(center, zoom, size);
}

interface OpeningView {
  /** A capped answer's box around the project's sightings: [west, south, east, north]. */
  extent: readonly [number, number, number, number];
  size: PixelSize | null;
  /** The position from the address hash, which the map opens on as it is. */
  restored: MapPosition | null;
  /** The map opens on the selection or the location filter's circle instead: not planned here. */
  placedElsewhere: boolean;
}

/**
 * The density request for the view a capped map opens on (use-camera.ts: the hash's position, else
 * the extent fitted), or null when it depends on more than that or the map's size is unknown.
 */
export function openingDensityRequest({
  extent,
  size,
  restored,
  placedElsewhere,
}: OpeningView): DensityRequest | null {
  if (!size) return null;
  if (restored) {
    const around = viewAround(restored, restored.zoom, size);
    return densityRequest(around.view, around.zoom);
  }
  if (placedElsewhere) return null;
  const bounds = paddedBounds(
    [
      { lng: extent[0], lat: extent[1] },
      { lng: extent[2], lat: extent[3] },
    ],
    0,
  );
  const fitted = bounds && fittedView(bounds, size, FIT_PADDING_PX, FIT_ALL_MAX_ZOOM);
  return fitted ? densityRequest(fitted.view, fitted.zoom) : null;
}
