import { UNCLEAR_PROBABILITY } from './constants.ts';

/** Severity levels of a flood sighting (spec 001 section 9). Names are translated by the web app. */
export interface SeverityLevel {
  level: SeverityLevelNumber;
  /** Stable key for translations and icons. */
  key: 'no_water' | 'minor' | 'low' | 'medium' | 'high' | 'extreme';
  /** English name as the specification gives it. */
  name: string;
  /** Water height bounds in inches: min inclusive, max exclusive (null: no upper bound). */
  minInches: number;
  maxInches: number | null;
}

export const SEVERITY_LEVEL_NUMBERS = [0, 1, 2, 3, 4, 5] as const;
export type SeverityLevelNumber = (typeof SEVERITY_LEVEL_NUMBERS)[number];
export const MIN_SEVERITY_LEVEL = 0;
export const MAX_SEVERITY_LEVEL = 5;
/** The severity edit form's value when no level is chosen (spec 001 section 4). */
export const NO_SEVERITY_CHOSEN = -1;

export const SEVERITY_LEVELS: readonly SeverityLevel[] = [
  { level: 0, key: 'no_water', name: 'no water', minInches: 0, maxInches: 0 },
  { level: 1, key: 'minor', name: 'minor or no flooding', minInches: 0, maxInches: 3 },
  { level: 2, key: 'low', name: 'low', minInches: 3, maxInches: 6 },
  { level: 3, key: 'medium', name: 'medium', minInches: 6, maxInches: 10 },
  { level: 4, key: 'high', name: 'high', minInches: 10, maxInches: 16 },
  { level: 5, key: 'extreme', name: 'extreme', minInches: 16, maxInches: null },
];

/** Colour tokens per level (DESIGN.md): 0 grey, 1 pale blue, 2 blue, 3 amber, 4 orange, 5 red. */
export const SEVERITY_COLOR_TOKENS: Record<SeverityLevelNumber, string> = {
  0: 'grey',
  1: 'pale-blue',
  2: 'blue',
  3: 'amber',
  4: 'orange',
  5: 'red',
};

export function isSeverityLevel(value: unknown): value is SeverityLevelNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

export function severityLevel(level: number): SeverityLevel | undefined {
  return SEVERITY_LEVELS.find((l) => l.level === level);
}

/** The level whose height band holds a water height in inches. */
export function severityForHeightInches(inches: number): SeverityLevelNumber {
  if (!(inches > 0)) return 0;
  for (const l of SEVERITY_LEVELS) {
    if (l.level > 0 && (l.maxInches === null || inches < l.maxInches)) return l.level;
  }
  return 5;
}

/** Probability bands at 1/5 steps, from very unlikely to very likely (spec 001 section 9). */
export const PROBABILITY_BANDS = [
  'very_unlikely',
  'unlikely',
  'uncertain',
  'likely',
  'very_likely',
] as const;
export type ProbabilityBand = (typeof PROBABILITY_BANDS)[number];

export function probabilityBand(probability: number): ProbabilityBand {
  const index = Math.min(4, Math.max(0, Math.floor(probability * 5)));
  return PROBABILITY_BANDS[index] ?? 'uncertain';
}

/** An AI metric too close to even to trust: 0.4 ≤ p < 0.6 (spec 001 section 9), flagged 'unclear'. */
export function isUnclearProbability(probability: number): boolean {
  return probability >= UNCLEAR_PROBABILITY.min && probability < UNCLEAR_PROBABILITY.max;
}
