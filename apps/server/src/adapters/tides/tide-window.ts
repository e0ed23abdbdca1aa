import { TIDE_WINDOW_HOURS } from '@highwater/core/constants';
import type { TideExtreme, TideLevel } from '@highwater/core/api/tides';

const HOUR_MS = 3_600_000;
/** Water levels come every 6 minutes, as tide gauges report them. */
export const LEVEL_STEP_MS = 6 * 60_000;
/** Highs are searched wider than the levels' window: a diurnal tide has one high a day. */
export const HIGH_SEARCH_HOURS = 30;

/** The 6-minute marks covering ±TIDE_WINDOW_HOURS around the moment. */
export function levelWindow(at: Date): { start: Date; end: Date } {
  const from = at.getTime() - TIDE_WINDOW_HOURS * HOUR_MS;
  const to = at.getTime() + TIDE_WINDOW_HOURS * HOUR_MS;
  return {
    start: new Date(Math.floor(from / LEVEL_STEP_MS) * LEVEL_STEP_MS),
    end: new Date(Math.ceil(to / LEVEL_STEP_MS) * LEVEL_STEP_MS),
  };
}

export function highSearchWindow(at: Date): { start: Date; end: Date } {
  return {
    start: new Date(at.getTime() - HIGH_SEARCH_HOURS * HOUR_MS),
    end: new Date(at.getTime() + HIGH_SEARCH_HOURS * HOUR_MS),
  };
}

/** Index of the level nearest in time to the moment (the earlier one on a tie); 0 when empty. */
export function closestIndex(levels: readonly Pick<TideLevel, 'timestamp'>[], at: Date): number {
  let best = 0;
  let bestGap = Infinity;
  levels.forEach((level, index) => {
    const gap = Math.abs(Date.parse(level.timestamp) - at.getTime());
    if (gap < bestGap) {
      best = index;
      bestGap = gap;
    }
  });
  return best;
}

/** The last high at or before the moment and the first one after it, from a list of highs. */
export function surroundingHighs(
  highs: readonly TideExtreme[],
  at: Date,
): { previous_high: TideExtreme | null; next_high: TideExtreme | null } {
  const sorted = [...highs].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const time = at.getTime();
  return {
    previous_high: sorted.findLast((h) => Date.parse(h.timestamp) <= time) ?? null,
    next_high: sorted.find((h) => Date.parse(h.timestamp) > time) ?? null,
  };
}

/** Levels in metres to the millimetre: finer than any gauge measures. */
export const roundLevel = (metres: number) => Math.round(metres * 1000) / 1000;
