import type { StructuredData } from '@highwater/core/api/posts';

/** One of the AI's probability metrics of a post (spec 001 section 3, structured_data). */
export interface AiMetric {
  key: string;
  /** From 0 to 1. */
  probability: number;
}

const NOT_METRICS = new Set(['severity_level', 'severity_level_adjusted']);

/** The metrics the product knows by name, in the order the view lists them. */
export const KNOWN_METRICS = [
  'flooding_in_street',
  'flooding_on_private_property',
  'water_above_curb',
] as const;
export type KnownMetric = (typeof KNOWN_METRICS)[number];

export const isKnownMetric = (key: string): key is KnownMetric =>
  (KNOWN_METRICS as readonly string[]).includes(key);

const rank = (key: string) => {
  const index = (KNOWN_METRICS as readonly string[]).indexOf(key);
  return index < 0 ? KNOWN_METRICS.length : index;
};

/**
 * The numeric keys of structured_data (or of a review item's metrics) other than the level and
 * its adjusted flag, known metrics first.
 */
export function aiMetrics(data: object): AiMetric[] {
  return Object.entries(data as Record<string, unknown>)
    .filter(
      (entry): entry is [string, number] =>
        !NOT_METRICS.has(entry[0]) && typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    )
    .map(([key, value]) => ({ key, probability: Math.min(1, Math.max(0, value)) }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

/** An unknown metric's key in readable form: 'water_above_curb' → 'Water above curb'. */
export function readableMetricKey(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The AI's details show only while no human has adjusted the level (spec 001 section 2). */
export const showsAiDetails = (data: StructuredData) =>
  data.severity_level_adjusted !== true && aiMetrics(data).length > 0;
