import type { WeatherEvent } from '@highwater/core/api/weather-events';
import type { Filter } from '@highwater/core/filters/filter';
import { formatSince, parseSince } from '@highwater/core/filters/values';
import { isRecord } from '@/lib/storage.ts';

/** The time range a filter had before a weather event replaced it. */
export interface RememberedRange {
  since?: string;
  after?: string;
  before?: string;
}

const key = (projectId: number) => `highwater.weatherEventRange.${projectId}`;

function readRemembered(projectId: number): RememberedRange | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key(projectId)) ?? 'null');
    if (!isRecord(value)) return null;
    const text = (item: unknown) => (typeof item === 'string' ? item : undefined);
    return { since: text(value.since), after: text(value.after), before: text(value.before) };
  } catch {
    return null;
  }
}

function writeRemembered(projectId: number, range: RememberedRange) {
  try {
    window.sessionStorage.setItem(key(projectId), JSON.stringify(range));
  } catch {
    // Without storage, choosing None falls back to the project's default range.
  }
}

function rangeOf(filter: Filter): RememberedRange {
  return {
    since: filter.since ? formatSince(filter.since) : undefined,
    after: filter.after,
    before: filter.before,
  };
}

/** What choosing an event does: the next filter, and the range to remember. */
interface WeatherEventChoice {
  filter: Filter;
  /** Left out when the remembered range stays as it is. */
  remember?: RememberedRange;
}

/**
 * Spec 001 section 4: choosing a weather event sets the range to the event's dates and remembers
 * the previous range; choosing None puts the remembered range back. Rolling ranges are kept as
 * `since` so that they still roll when restored. Pure: the caller reads and writes the storage.
 *
 * The toolbar chooses for the applied filter and the filters panel for its draft, so the memory
 * is the same for both: None leaves a filter without an event as it is, and restoring does not
 * use the memory up (the panel's draft may be dropped, and the toolbar's None must then still
 * find the range). The next event chosen from a range replaces it.
 */
function weatherEventChoice(
  filter: Filter,
  event: WeatherEvent | null,
  remembered: RememberedRange | null,
): WeatherEventChoice {
  if (!event && filter.weatherEvent === undefined) return { filter };
  const next: Filter = { ...filter };
  delete next.since;
  delete next.after;
  delete next.before;
  if (event) {
    next.weatherEvent = event.id;
    next.after = new Date(event.start_date).toISOString();
    if (event.end_date) next.before = new Date(event.end_date).toISOString();
    // Switching from one event to another keeps the range from before the first.
    return filter.weatherEvent === undefined
      ? { filter: next, remember: rangeOf(filter) }
      : { filter: next };
  }
  delete next.weatherEvent;
  if (remembered?.since) {
    const since = parseSince(remembered.since);
    if (since) next.since = since;
  }
  if (remembered?.after) next.after = remembered.after;
  if (remembered?.before) next.before = remembered.before;
  return { filter: next };
}

/**
 * Chooses a weather event (null: None) for a filter, reading and writing the remembered range
 * once. It writes browser storage, so call it from an event handler, never inside a state updater
 * (React may call those twice).
 */
export function chooseWeatherEvent(
  filter: Filter,
  event: WeatherEvent | null,
  projectId: number,
): Filter {
  const choice = weatherEventChoice(filter, event, event ? null : readRemembered(projectId));
  if (choice.remember) writeRemembered(projectId, choice.remember);
  return choice.filter;
}
