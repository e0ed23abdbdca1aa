import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/constants.ts';
import { filterToApiQuery } from '../src/filters/api-query.ts';
import { emptyFilter, type Filter } from '../src/filters/filter.ts';
import { resolveTimeRange, rollingWindowStart } from '../src/filters/time-range.ts';

const now = new Date('2025-06-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const rolling = { show_severity: true, rolling_time_range_days: 30 };
const plain = { show_severity: true, rolling_time_range_days: null };
const windowStart = daysAgo(30);
const filter = (values: Partial<Filter>): Filter => ({ ...emptyFilter(), ...values });

describe('rollingWindowStart', () => {
  it('is now minus the project’s days, or null without a rolling range', () => {
    expect(rollingWindowStart(rolling, now)).toEqual(windowStart);
    expect(rollingWindowStart({ rolling_time_range_days: 1 }, now)).toEqual(daysAgo(1));
    expect(rollingWindowStart(plain, now)).toBeNull();
  });
});

describe('resolveTimeRange in a rolling window', () => {
  it('starts at the window by default and for any time', () => {
    expect(resolveTimeRange(emptyFilter(), rolling, now)).toEqual({ from: windowStart, to: null });
    expect(resolveTimeRange(filter({ since: 'ever' }), rolling, now)).toEqual({
      from: windowStart,
      to: null,
    });
  });

  it('cuts a longer since to the window and keeps a shorter one', () => {
    const year = filter({ since: { amount: 1, unit: 'years' } });
    expect(resolveTimeRange(year, rolling, now).from).toEqual(windowStart);
    const week = filter({ since: { amount: 7, unit: 'days' } });
    expect(resolveTimeRange(week, rolling, now).from).toEqual(daysAgo(7));
  });

  it('keeps a weather event to the window', () => {
    expect(resolveTimeRange(filter({ weatherEvent: 3 }), rolling, now)).toEqual({
      from: windowStart,
      to: null,
    });
  });

  it('raises custom dates that start before the window', () => {
    const range = resolveTimeRange(
      filter({ after: daysAgo(90).toISOString(), before: daysAgo(2).toISOString() }),
      rolling,
      now,
    );
    expect(range).toEqual({ from: windowStart, to: daysAgo(2) });
    const inside = filter({ after: daysAgo(10).toISOString() });
    expect(resolveTimeRange(inside, rolling, now)).toEqual({ from: daysAgo(10), to: null });
    const onlyBefore = filter({ before: daysAgo(5).toISOString() });
    expect(resolveTimeRange(onlyBefore, rolling, now)).toEqual({
      from: windowStart,
      to: daysAgo(5),
    });
  });

  it('collapses a range that ends before the window to the window’s first instant', () => {
    const old = filter({ after: daysAgo(90).toISOString(), before: daysAgo(60).toISOString() });
    expect(resolveTimeRange(old, rolling, now)).toEqual({ from: windowStart, to: windowStart });
    const query = filterToApiQuery(old, { project: rolling, now });
    expect(query.from_date).toBe(windowStart.toISOString());
    expect(query.to_date).toBe(windowStart.toISOString());
  });

  it('changes nothing for a project without a rolling range', () => {
    const old = filter({ after: daysAgo(90).toISOString(), before: daysAgo(60).toISOString() });
    expect(resolveTimeRange(old, plain, now)).toEqual({ from: daysAgo(90), to: daysAgo(60) });
    expect(resolveTimeRange(filter({ since: 'ever' }), plain, now)).toEqual({
      from: null,
      to: null,
    });
    expect(filterToApiQuery(filter({ since: 'ever' }), { project: rolling, now }).from_date).toBe(
      windowStart.toISOString(),
    );
  });
});
