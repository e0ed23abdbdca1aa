import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GROUP_BY_OPTIONS, SORT_OPTIONS } from '../src/constants.ts';
import { isNormalNumber } from '../src/numbers.ts';
import { SINCE_UNITS, type Filter } from '../src/filters/filter.ts';
import {
  filterPairProblem,
  filterToQueryPairs,
  filterToSearchParams,
  parseFilterQuery,
} from '../src/filters/url-query.ts';
import {
  apiQueryToFilter,
  apiQueryToSearchParams,
  filterToApiQuery,
  formatStructuredData,
  parseNearPoint,
  parseStructuredData,
} from '../src/filters/api-query.ts';

const id = fc.integer({ min: 1, max: 2_147_483_647 });
const ids = fc.uniqueArray(id, { maxLength: 4 });
const isoDate = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const keyword = fc
  .string({ minLength: 1, maxLength: 40 })
  .map((s) => s.trim())
  .filter((s) => s.length > 0);
const near = fc.record({
  // Subnormal coordinates are refused (isNormalNumber): they stand for 0.
  lng: fc.double({ min: -180, max: 180, noNaN: true }).map((v) => (isNormalNumber(v) ? v + 0 : 0)),
  lat: fc.double({ min: -90, max: 90, noNaN: true }).map((v) => (isNormalNumber(v) ? v + 0 : 0)),
  radius: fc.double({ min: 1, max: 200_000, noNaN: true }),
});
const since = fc.oneof(
  fc.constant('ever' as const),
  fc.record({ amount: fc.integer({ min: 1, max: 9999 }), unit: fc.constantFrom(...SINCE_UNITS) }),
);

/** Any filter the address can hold. */
const filterArb: fc.Arbitrary<Filter> = fc.record(
  {
    keyword,
    near,
    status: ids,
    severity: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }),
    region: ids,
    topic: ids,
    weatherEvent: id,
    after: isoDate,
    before: isoDate,
    since,
    sort: fc.constantFrom(...SORT_OPTIONS),
    groupBy: fc.constantFrom(...GROUP_BY_OPTIONS),
  },
  { requiredKeys: ['status', 'severity', 'region', 'topic'] },
);

const project = { show_severity: true, rolling_time_range_days: null };
const now = new Date('2025-06-01T12:00:00.000Z');

describe('filter codec: address ⇄ filter', () => {
  it('round-trips filter → address → filter', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const address = filterToSearchParams(filter).toString();
        expect(parseFilterQuery(address)).toEqual(filter);
      }),
    );
  });

  it('round-trips any address → filter → address once canonical', () => {
    const pair = fc.tuple(
      fc.constantFrom('keyword', 'near', 'status', 'severity', 'since', 'after', 'sort', 'x'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), (pairs) => {
        const canonical = filterToSearchParams(parseFilterQuery(pairs)).toString();
        expect(filterToSearchParams(parseFilterQuery(canonical)).toString()).toBe(canonical);
      }),
    );
  });

  it('validates values as spec section 5 says', () => {
    const filter = parseFilterQuery(
      'severity=2.6&severity=9&severity=abc&severity=-0.2&near=1x2&status=&status=4&status=4' +
        '&since=7-days&after=2024-02-31&before=2024-03-01&sort=sideways&groupBy=status&feature=1',
    );
    expect(filter).toEqual({
      status: [4],
      severity: [3, 0],
      region: [],
      topic: [],
      since: { amount: 7, unit: 'days' },
      before: '2024-03-01T23:59:59.999Z',
      groupBy: 'status',
    });
    expect(parseFilterQuery('near=-74.01x40.7x1609.344').near).toEqual({
      lng: -74.01,
      lat: 40.7,
      radius: 1609.344,
    });
    expect(parseFilterQuery('since=1-year').since).toEqual({ amount: 1, unit: 'years' });
    expect(parseFilterQuery('since=ever').since).toBe('ever');
    expect(parseFilterQuery('since=soon').since).toBeUndefined();
  });

  it('drops ids unknown to the project', () => {
    const filter = parseFilterQuery('status=1&status=2&region=5&topic=7&topic=8', {
      statuses: [{ id: 2 }],
      regions: [],
      investigations: [{ id: 8 }],
    });
    expect([filter.status, filter.region, filter.topic]).toEqual([[2], [], [8]]);
  });

  it('writes keys in a fixed order', () => {
    const pairs = filterToQueryPairs({
      status: [2],
      severity: [],
      region: [],
      topic: [],
      sort: 'created',
      keyword: 'flood',
    });
    expect(pairs).toEqual([
      ['keyword', 'flood'],
      ['status', '2'],
      ['sort', 'created'],
    ]);
  });
});

describe('filter codec: filter ⇄ API query', () => {
  it('round-trips filter → API query → filter when the time range is explicit', () => {
    const explicit = filterArb.map((f) => {
      const rest = { ...f };
      delete rest.since;
      delete rest.groupBy;
      return rest;
    });
    fc.assert(
      fc.property(explicit, (filter) => {
        const query = filterToApiQuery(filter, { project, now });
        const viaWire = Object.fromEntries(
          [...apiQueryToSearchParams(query).keys()].map((k) => [k, query[k as keyof typeof query]]),
        );
        const back = apiQueryToFilter(viaWire);
        const expected: Filter = { ...filter };
        if (filter.after === undefined && filter.before === undefined && !filter.weatherEvent) {
          expected.after = new Date(now.getTime() - 7 * 86_400_000).toISOString();
        }
        expect(back).toEqual(expected);
      }),
    );
  });

  it('resolves since and the default range into dates', () => {
    const base: Filter = { status: [], severity: [], region: [], topic: [] };
    const day = 86_400_000;
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(filterToApiQuery(base, { project, now }).from_date).toBe(at(7 * day));
    const plain = { show_severity: false, rolling_time_range_days: null };
    expect(filterToApiQuery(base, { project: plain, now }).from_date).toBe(at(365 * day));
    const rolling = { show_severity: true, rolling_time_range_days: 14 };
    expect(filterToApiQuery(base, { project: rolling, now }).from_date).toBe(at(14 * day));
    const months = { ...base, since: { amount: 2, unit: 'months' as const } };
    expect(filterToApiQuery(months, { project, now }).from_date).toBe(at(61 * day));
    const year = { ...base, since: { amount: 1, unit: 'years' as const } };
    expect(filterToApiQuery(year, { project, now }).from_date).toBe(at(365.25 * day));
    const ever = filterToApiQuery({ ...base, since: 'ever' }, { project, now });
    expect(ever.from_date).toBeUndefined();
    expect(ever.to_date).toBeUndefined();
    const event = filterToApiQuery({ ...base, weatherEvent: 4 }, { project, now });
    expect(event).toEqual({ within_weather_events: [4] });
  });

  it('writes the documented formats', () => {
    const query = filterToApiQuery(
      {
        status: [1, 2],
        severity: [3, 4],
        region: [5],
        topic: [6],
        near: { lng: -74, lat: 40.5, radius: 800 },
        keyword: ' high water ',
        after: '2024-01-01T00:00:00.000Z',
        sort: 'commented',
      },
      { project, now },
    );
    expect(apiQueryToSearchParams(query).toString()).toBe(
      'from_date=2024-01-01T00%3A00%3A00.000Z&text=high+water&near_point=-74%2C40.5%2C800' +
        '&with_statuses=1&with_statuses=2&structured_data=severity_level%2Cin%2C3%2C4' +
        '&within_regions=5&within_investigations=6&order_cri=commented_at&order_dir=desc',
    );
  });

  it('rejects malformed API values with a reason', () => {
    expect(parseNearPoint('1,2')).toMatchObject({ ok: false });
    expect(parseNearPoint('1,2,0')).toMatchObject({ ok: false });
    expect(parseNearPoint('200,2,5')).toMatchObject({ ok: false });
    expect(parseNearPoint('-74,40.5,800')).toEqual({
      ok: true,
      value: { lng: -74, lat: 40.5, radius: 800 },
    });
    expect(parseStructuredData('severity_level,in,abc')).toMatchObject({ ok: false });
    expect(parseStructuredData('severity_level,in,6')).toMatchObject({ ok: false });
    expect(parseStructuredData('other,in,1')).toMatchObject({ ok: false });
    expect(parseStructuredData('severity_level,in,1,2,2')).toEqual({ ok: true, value: [1, 2] });
  });

  it('reads and writes "none" for posts without a severity level', () => {
    expect(parseStructuredData('severity_level,in,none')).toEqual({ ok: true, value: [null] });
    expect(parseStructuredData('severity_level,in,3, none,none,3')).toEqual({
      ok: true,
      value: [3, null],
    });
    expect(formatStructuredData([null])).toBe('severity_level,in,none');
    expect(formatStructuredData([4, 5, null])).toBe('severity_level,in,4,5,none');
    for (const bad of ['severity_level,in,None', 'severity_level,in,3,null', 'none,in,1']) {
      const parsed = parseStructuredData(bad);
      expect(parsed).toMatchObject({ ok: false });
      expect(!parsed.ok && parsed.reason).toMatch(/^structured_data.*"none"/);
    }
    // The address filter has no "none": reading the query back leaves it out.
    expect(apiQueryToFilter({ structured_data: 'severity_level,in,2,none' }).severity).toEqual([2]);
  });

  it('leaves the severity filter out for projects that hide severity', () => {
    const severe: Filter = { status: [], severity: [4, 5], region: [], topic: [] };
    expect(filterToApiQuery(severe, { project, now }).structured_data).toBe(
      'severity_level,in,4,5',
    );
    const hidden = { show_severity: false, rolling_time_range_days: null };
    const query = filterToApiQuery(severe, { project: hidden, now });
    expect(query).not.toHaveProperty('structured_data');
    expect(query.from_date).toBeDefined();
  });
});

describe('filterPairProblem', () => {
  it('accepts every pair the address codec keeps', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        for (const [key, value] of filterToQueryPairs(filter)) {
          expect(filterPairProblem(key, value)).toBeNull();
        }
      }),
    );
    expect(filterPairProblem('severity', '2.6')).toBeNull();
    expect(filterPairProblem('groupBy', 'none')).toBeNull();
  });

  it('says why it would drop a pair', () => {
    expect(filterPairProblem('colour', 'red')).toMatch(/^"colour" is not a filter key \(keyword,/);
    expect(filterPairProblem('since', 'banana')).toBe(
      'since "banana" must be like "7-days", "24-hours" or "ever"',
    );
    expect(filterPairProblem('severity', '9')).toBe(
      'severity "9" must be a severity level from 0 to 5',
    );
    expect(filterPairProblem('near', '1x2')).toMatch(/^near "1x2" must be three numbers/);
    expect(filterPairProblem('status', 'abc')).toMatch(/^status "abc" must be a status id/);
    expect(filterPairProblem('after', '2024-02-31')).toMatch(/^after "2024-02-31" must be an ISO/);
    expect(filterPairProblem('sort', 'popular')).toBe(
      'sort "popular" must be one of observed, created, commented',
    );
    expect(filterPairProblem('keyword', ' ')).toBe('keyword " " must be non-blank text');
  });
});

describe('coordinates', () => {
  it('refuses subnormal, infinite and NaN numbers in a near point', () => {
    for (const text of ['-80.13,5e-324,100', '5e-324,1,1', '1,1,5e-324', '1,-1e-310,1']) {
      expect(parseNearPoint(text)).toMatchObject({ ok: false });
    }
    expect(parseNearPoint('-80.13,2.2250738585072014e-308,100')).toMatchObject({ ok: true });
    expect(parseNearPoint('0,-0,100')).toMatchObject({ ok: true });
  });
});
