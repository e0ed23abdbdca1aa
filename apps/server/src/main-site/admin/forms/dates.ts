/** A calendar date typed as YYYY-MM-DD that exists (no 2026-02-30); null otherwise. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? null : day;
}

/** The last moment of a day: an end date includes its whole day. */
export const endOfDay = (day: Date) => new Date(day.getTime() + 86_400_000 - 1);

/** A stored moment as the day a date field shows (UTC, as parseDay reads it). */
export const dayOf = (moment: Date | null) => (moment ? moment.toISOString().slice(0, 10) : '');

/**
 * The stored moment when the form kept its day (a date field cannot show the time, so saving the
 * form unchanged must not move 23:59:59 to 23:59:59.999), else the one the form asks for.
 */
export const keepDay = (stored: Date | null, entered: Date | null) =>
  stored && entered && dayOf(stored) === dayOf(entered) ? stored : entered;
