import { polygonsOf, type AreaGeometry } from '@/domain/area-geometry.ts';
import { geometryBbox, type Bbox } from '@/domain/geo-bbox.ts';

const WIDTH = 640;
// The drawing takes the shapes' own proportions, within these heights.
const MIN_HEIGHT = 280;
const MAX_HEIGHT = 640;
const PADDING = 24;
// Corners closer than this (in drawing units) to the last one drawn are skipped: a boundary of
// thousands of corners draws as a few hundred, and the page stays small.
const MIN_STEP = 0.75;
const COLOURS = ['#0b4f71', '#b45309', '#6d28d9', '#047857', '#be185d', '#1d4ed8', '#854d0e'];
const STEPS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 45];

export interface DrawnShape {
  name: string;
  colour: string;
  path: string;
}

export interface RegionDrawing {
  viewBox: string;
  width: number;
  height: number;
  shapes: DrawnShape[];
  /** The project's regions already saved, drawn faintly beneath for comparison. */
  existing: string[];
  graticule: { path: string; labels: { x: number; y: number; text: string }[] };
}

function union(boxes: Bbox[]): Bbox {
  return boxes.reduce(
    (all, box) => ({
      minLng: Math.min(all.minLng, box.minLng),
      minLat: Math.min(all.minLat, box.minLat),
      maxLng: Math.max(all.maxLng, box.maxLng),
      maxLat: Math.max(all.maxLat, box.maxLat),
    }),
    { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity },
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * An SVG drawing of uploaded areas on a longitude/latitude grid (equirectangular, longitudes
 * shortened by the cosine of the middle latitude so shapes keep their look away from the
 * equator). It needs no script and no tiles, so the preview works offline and without JavaScript.
 */
export function drawRegions(
  areas: { name: string; geometry: AreaGeometry }[],
  existing: AreaGeometry[],
): RegionDrawing {
  const box = union(areas.map((area) => geometryBbox(area.geometry)));
  const midLat = (box.minLat + box.maxLat) / 2;
  const squeeze = Math.max(Math.cos((midLat * Math.PI) / 180), 0.05);
  const spanX = Math.max((box.maxLng - box.minLng) * squeeze, 1e-6);
  const spanY = Math.max(box.maxLat - box.minLat, 1e-6);
  const HEIGHT = Math.round(
    Math.min(
      MAX_HEIGHT,
      Math.max(MIN_HEIGHT, (WIDTH - 2 * PADDING) * (spanY / spanX) + 2 * PADDING),
    ),
  );
  const scale = Math.min((WIDTH - 2 * PADDING) / spanX, (HEIGHT - 2 * PADDING) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2;
  const x = (lng: number) => offsetX + (lng - box.minLng) * squeeze * scale;
  const y = (lat: number) => HEIGHT - offsetY - (lat - box.minLat) * scale;

  const pathOf = (geometry: AreaGeometry) =>
    polygonsOf(geometry)
      .flatMap((rings) =>
        rings.map((ring) => {
          const points: string[] = [];
          let last: [number, number] | null = null;
          for (const [lng, lat] of ring) {
            const point: [number, number] = [x(lng), y(lat)];
            if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) < MIN_STEP) continue;
            points.push(`${round(point[0])} ${round(point[1])}`);
            last = point;
          }
          return `M${points.join('L')}Z`;
        }),
      )
      .join('');

  // Grid lines at a round step giving about four to eight lines across the drawing.
  const lngAt = (px: number) => box.minLng + (px - offsetX) / (squeeze * scale);
  const latAt = (py: number) => box.minLat + (HEIGHT - offsetY - py) / scale;
  const [west, east, south, north] = [lngAt(0), lngAt(WIDTH), latAt(HEIGHT), latAt(0)];
  const step = STEPS.find((s) => (east - west) / s <= 8 && (north - south) / s <= 8) ?? 90;
  const lines: string[] = [];
  const labels: RegionDrawing['graticule']['labels'] = [];
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step) {
    lines.push(`M${round(x(lng))} 0V${HEIGHT}`);
    labels.push({ x: round(x(lng)) + 3, y: HEIGHT - 4, text: `${lng.toFixed(digits)}°` });
  }
  for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) {
    lines.push(`M0 ${round(y(lat))}H${WIDTH}`);
    labels.push({ x: 3, y: round(y(lat)) - 3, text: `${lat.toFixed(digits)}°` });
  }

  return {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    width: WIDTH,
    height: HEIGHT,
    shapes: areas.map((area, index) => ({
      name: area.name,
      colour: COLOURS[index % COLOURS.length]!,
      path: pathOf(area.geometry),
    })),
    existing: existing.map(pathOf),
    graticule: { path: lines.join(''), labels },
  };
}
