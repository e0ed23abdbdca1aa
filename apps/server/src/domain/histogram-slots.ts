import type { PostFilter } from '@/domain/post-filter.ts';
import { storedKinds, type StoredKinds } from '@/domain/stored-kinds.ts';

/** The length of a `post_time_slots` slot (migration 014): a quarter hour, from the epoch. */
const TIME_SLOT_MS = 15 * 60_000;
/** The length of a `post_hour_kinds` hour (migration 027), from the epoch. */
const HOUR_MS = 60 * 60_000;

/** Every filter field but the range and the order narrows posts in a way slots cannot answer. */
const NARROWING: Record<Exclude<keyof PostFilter, 'from' | 'to' | 'order'>, true> = {
  weatherEventIds: true,
  tsQuery: true,
  near: true,
  statusIds: true,
  severityLevels: true,
  regionIds: true,
  investigationIds: true,
};

/** Whether the filter narrows the posts by anything but their observed time. */
export function narrowsBeyondTime(filter: PostFilter): boolean {
  return (Object.keys(NARROWING) as (keyof typeof NARROWING)[]).some((key) => {
    const value = filter[key];
    return Array.isArray(value) ? value.length > 0 : value !== null;
  });
}

const onSlot = (at: Date) => at.getTime() % TIME_SLOT_MS === 0;
const onHour = (at: Date) => at.getTime() % HOUR_MS === 0;

/**
 * Whether the number of matching posts can be summed from the project's quarter-hour slots and be
 * the same as counting the posts: nothing narrows the posts but a start on a slot boundary (no
 * end). "Any time" is such a filter, and the list's total then reads a project's slots (at most
 * 35,040 a year) instead of every post.
 */
export function slotsAnswerTotal(filter: PostFilter): boolean {
  return (
    !narrowsBeyondTime(filter) &&
    filter.to === null &&
    (filter.from === null || onSlot(filter.from))
  );
}

/**
 * Whether the timeline's counts can be summed from the slots as well: the total can, and every bar
 * starts on a slot boundary (true of every zone's midnights since zones keep whole quarter hours;
 * a bar at an older local mean time falls back to counting posts).
 */
export function slotsAnswerHistogram(filter: PostFilter, starts: readonly Date[]): boolean {
  return slotsAnswerTotal(filter) && starts.every(onSlot);
}

/**
 * The kinds whose hourly counts (`post_hour_kinds`, migration 027) answer the timeline when only
 * status and severity narrow the posts (see storedKinds), from a start on an hour (or none) with no
 * end, and every bar starts on an hour (zones with whole-hour offsets). Null when they cannot.
 */
export function kindsAnswerHistogram(
  filter: PostFilter,
  starts: readonly Date[],
  defaultStatusId: number | null,
): StoredKinds | null {
  const rest = { ...filter, statusIds: [], severityLevels: [] };
  const onHours =
    filter.to === null &&
    (filter.from === null || onHour(filter.from)) &&
    starts.every(onHour) &&
    !narrowsBeyondTime(rest);
  return onHours ? storedKinds(filter, defaultStatusId) : null;
}
