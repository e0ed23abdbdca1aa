import { describe, expect, it } from 'vitest';
import { parseFilterQuery } from '@highwater/core/filters/url-query';
import { brokenLimit } from '@/features/project-map/filters/date-limits.ts';
import {
  appliedFilterCount,
  customRangeLimits,
  filterButtons,
  normalizeFilter,
  type FilterProject,
} from '@/features/project-map/filters/filter-rules.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');

const project = (showSeverity: boolean): FilterProject => ({
  show_severity: showSeverity,
  rolling_time_range_days: null,
  start_date: '2024-01-01T00:00:00.000Z',
  end_date: null,
  statuses: [{ id: 1 }, { id: 2 }],
  regions: [{ id: 7 }],
  investigations: [{ id: 9 }],
});

/** The filter of a hand-written address, read as the screen reads it. */
const fromLink = (query: string, on: FilterProject) => parseFilterQuery(query, on);

describe('the severity filter of a project that hides severity', () => {
  it('is dropped when the filter is applied', () => {
    const hidden = project(false);
    const filter = normalizeFilter(fromLink('severity=3&severity=4&status=1', hidden), hidden, NOW);
    expect(filter.severity).toEqual([]);
    expect(filter.status).toEqual([1]);
  });

  it('is kept where the project shows severity', () => {
    const shown = project(true);
    const filter = normalizeFilter(fromLink('severity=3&severity=4', shown), shown, NOW);
    expect(filter.severity).toEqual([3, 4]);
  });

  it('counts as no filter: no badge, and Clear and Save stay disabled', () => {
    const hidden = project(false);
    const applied = fromLink('severity=5', hidden);
    expect(appliedFilterCount(applied, hidden, NOW)).toBe(0);
    expect(
      filterButtons({ draft: applied, applied, selectedSearch: null, project: hidden, now: NOW }),
    ).toEqual({ apply: false, clear: false, save: false });
  });

  it('leaves the other filters of the link counted', () => {
    const hidden = project(false);
    const applied = fromLink('severity=5&keyword=drain', hidden);
    expect(appliedFilterCount(applied, hidden, NOW)).toBe(1);
    expect(
      filterButtons({ draft: applied, applied, selectedSearch: null, project: hidden, now: NOW }),
    ).toEqual({ apply: false, clear: true, save: true });
  });
});

describe('the applied-filter count', () => {
  it("does not count the project's default range written in the address", () => {
    const shown = project(true);
    const applied = fromLink('since=7-days', shown);
    expect(appliedFilterCount(applied, shown, NOW)).toBe(0);
    expect(
      filterButtons({ draft: applied, applied, selectedSearch: null, project: shown, now: NOW })
        .clear,
    ).toBe(false);
  });

  it('counts each kind of filter once, as Clear sees them', () => {
    const shown = project(true);
    const applied = fromLink(
      'since=ever&status=1&status=2&severity=4&near=-76.3x36.85x1609&sort=created',
      shown,
    );
    expect(appliedFilterCount(applied, shown, NOW)).toBe(4);
    expect(
      filterButtons({ draft: applied, applied, selectedSearch: null, project: shown, now: NOW })
        .clear,
    ).toBe(true);
  });
});

describe('the limits of a custom range (spec 001 section 2)', () => {
  const open = project(true);

  it("run from the project's start to today, or to its end once it has ended", () => {
    expect(customRangeLimits(open, NOW)).toEqual({
      min: { date: new Date(open.start_date), reason: 'start' },
      max: { date: NOW, reason: 'today' },
    });
    const ended = { ...open, end_date: '2025-06-30T00:00:00.000Z' };
    expect(customRangeLimits(ended, NOW).max).toEqual({
      date: new Date('2025-06-30T00:00:00.000Z'),
      reason: 'end',
    });
  });

  it("start at a rolling window's start, with its length", () => {
    const rolling = { ...open, rolling_time_range_days: 30 };
    expect(customRangeLimits(rolling, NOW).min).toEqual({
      date: new Date('2026-02-08T12:00:00.000Z'),
      reason: 'window',
      days: 30,
    });
  });

  it('are broken by a day outside them, as the calendar of the zone shows days', () => {
    const limits = customRangeLimits(open, NOW);
    const zone = 'America/New_York';
    // The start is 7 pm on Dec 31 in New York: any time of that day is inside.
    expect(brokenLimit(new Date('2023-12-31T06:00:00.000Z'), limits, zone)).toBeNull();
    expect(brokenLimit(new Date('2023-12-30T12:00:00.000Z'), limits, zone)).toBe(limits.min);
    expect(brokenLimit(new Date('2026-03-10T23:00:00.000Z'), limits, zone)).toBeNull();
    expect(brokenLimit(new Date('2026-03-11T12:00:00.000Z'), limits, zone)).toBe(limits.max);
  });
});
