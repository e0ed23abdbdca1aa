import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { SEVERITY_LEVEL_NUMBERS } from '@highwater/core/severity';

/**
 * Colours of the map points and the location filter's circle, read once from the design tokens
 * (tokens.css and map.css).
 */
export interface PointPalette {
  severity: Record<number, string>;
  /** Points of posts without a severity on a severity project. */
  noSeverity: string;
  unseen: string;
  seen: string;
  featured: string;
  outline: string;
  halo: string;
  /** The location filter's circle and pin. */
  near: string;
  /** The ring around a point another person just changed. */
  changed: string;
  /** The pin of a sighting being added. */
  placement: string;
  /** The circles that count a cell's sightings when a view holds too many to draw one by one. */
  cluster: string;
}

const FALLBACK: PointPalette = {
  severity: { 0: '#8a949c', 1: '#a9d4ec', 2: '#3a8fd0', 3: '#e8a317', 4: '#e8681a', 5: '#cc2a1f' },
  noSeverity: '#ffffff',
  unseen: '#0a84d6',
  seen: '#93a7b4',
  featured: '#6d3fc0',
  outline: '#0e2a38',
  halo: '#ffffff',
  near: '#0b4f71',
  changed: '#d98e04',
  placement: '#b42318',
  cluster: '#0b4f71',
};

/** The palette from the CSS custom properties in force on an element. */
export function readPointPalette(element: Element): PointPalette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const severity: Record<number, string> = {};
  for (const level of SEVERITY_LEVEL_NUMBERS) {
    severity[level] = read(`--severity-${level}`, FALLBACK.severity[level] ?? FALLBACK.noSeverity);
  }
  return {
    severity,
    noSeverity: read('--map-point-no-severity', FALLBACK.noSeverity),
    unseen: read('--map-point-unseen', FALLBACK.unseen),
    seen: read('--map-point-seen', FALLBACK.seen),
    featured: read('--map-point-featured', FALLBACK.featured),
    outline: read('--map-point-outline', FALLBACK.outline),
    halo: read('--map-point-halo', FALLBACK.halo),
    near: read('--map-near', FALLBACK.near),
    changed: read('--color-live-ring', FALLBACK.changed),
    placement: read('--color-danger', FALLBACK.placement),
    cluster: read('--map-cluster', FALLBACK.cluster),
  };
}

/**
 * The fill colour of a point: its severity colour when the project shows severity, otherwise
 * bright while unseen and muted once seen (DESIGN.md, map points).
 */
export function pointColorExpression(
  palette: PointPalette,
  showSeverity: boolean,
): ExpressionSpecification {
  if (!showSeverity) {
    return ['case', ['==', ['get', 'seen'], 1], palette.seen, palette.unseen];
  }
  const pairs = SEVERITY_LEVEL_NUMBERS.flatMap((level) => [
    level,
    palette.severity[level] ?? palette.noSeverity,
  ]);
  return [
    'match',
    ['get', 'severity'],
    ...pairs,
    palette.noSeverity,
  ] as unknown as ExpressionSpecification;
}

/** The same choice for one group, for the DOM markers. */
export function pointColor(
  palette: PointPalette,
  showSeverity: boolean,
  group: { severity: number | null; seen: boolean },
): string {
  if (!showSeverity) return group.seen ? palette.seen : palette.unseen;
  return group.severity === null
    ? palette.noSeverity
    : (palette.severity[group.severity] ?? palette.noSeverity);
}
