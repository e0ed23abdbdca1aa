import type { TFunction } from 'i18next';

const MINUTE_MS = 60_000;

/** How far a high tide is from the sighting, in whole hours and minutes (nearest minute). */
export interface HighTideOffset {
  direction: 'before' | 'after' | 'at';
  hours: number;
  minutes: number;
}

export function highTideOffset(observedAt: string, highAt: string): HighTideOffset {
  const difference = Date.parse(highAt) - Date.parse(observedAt);
  // Rounding the size, not the signed value, treats 30 s before and 30 s after alike.
  const magnitude = Math.round(Math.abs(difference) / MINUTE_MS);
  return {
    direction: magnitude === 0 ? 'at' : difference < 0 ? 'before' : 'after',
    hours: Math.floor(magnitude / 60),
    minutes: magnitude % 60,
  };
}

/**
 * 'High tide 2 hours 15 minutes before sighting' (spec 001 section 2, tide view): a part that is
 * zero is left out, and each part takes its language's plural.
 */
export function highTideLabel(t: TFunction, offset: HighTideOffset): string {
  if (offset.direction === 'at') return t('tide.high_at');
  const hours = offset.hours > 0 ? t('tide.hours', { count: offset.hours }) : null;
  const minutes = offset.minutes > 0 ? t('tide.minutes', { count: offset.minutes }) : null;
  const duration =
    hours && minutes ? t('tide.hours_minutes', { hours, minutes }) : (hours ?? minutes ?? '');
  return offset.direction === 'before'
    ? t('tide.high_before', { duration })
    : t('tide.high_after', { duration });
}
