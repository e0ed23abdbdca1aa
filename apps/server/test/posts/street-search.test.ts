import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place, PlaceList } from '@highwater/core/api/geo';
import { rankPlaces } from '@/domain/place-ranking.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

const DAY = 86_400_000;
const SOUTH = [-80.131, 25.782] as const; // Collins Ave by 33139
const NORTH = [-80.122, 25.845] as const; // Collins Ave by 33140

/** Posts at an address, a few metres apart, observed `daysAgo` days ago. */
async function addPosts(
  projectId: number,
  location: string,
  at: readonly [number, number],
  count = 2,
  daysAgo = 1,
) {
  await t.db
    .insertInto('posts')
    .values(
      Array.from({ length: count }, (_, i) => ({
        project_id: projectId,
        author_id: null,
        lng: at[0] + i * 0.0001,
        lat: at[1] + i * 0.0001,
        location,
        status_id: null,
        observed_at: new Date(Date.now() - daysAgo * DAY),
        last_comment_at: null,
        severity_level: null,
        severity_level_adjusted: null,
        ai_metrics: null,
        weather_details: null,
      })),
    )
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  await addPosts(w.project.id, '1520 Collins Ave, Miami Beach, FL 33139, United States', SOUTH);
  await addPosts(w.project.id, '6801 Collins Ave, Miami Beach, FL 33140, United States', NORTH, 3);
  await addPosts(
    w.noExportProject.id,
    '4400 Collins Ave, Miami Beach, FL 33140, United States',
    NORTH,
  );
  await addPosts(w.project.id, '12 Indian Creek Dr, Miami Beach, FL 33139, United States', SOUTH);
  // Only in Bob's organisation.
  await addPosts(
    w.otherProject.id,
    '77 Secret Harbor Rd, Charleston, SC 29401, United States',
    [-79.93, 32.78],
  );
  // A project that only shows its last 30 days: an old report's street is not offered.
  await t.db
    .updateTable('projects')
    .set({ rolling_time_range_days: 30 })
    .where('id', '=', w.noExportProject.id)
    .execute();
  await addPosts(
    w.noExportProject.id,
    '9 Old Mill Ln, Miami Beach, FL 33140, United States',
    NORTH,
    1,
    90,
  );
  await addPosts(
    w.noExportProject.id,
    '9 New Mill Ln, Miami Beach, FL 33140, United States',
    NORTH,
    1,
    3,
  );
});
afterAll(async () => t?.close());

const search = async (query: string, token = w.aliceToken) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/places?${query}`,
    headers: bearer(token),
  });
  return res;
};
const names = async (query: string, token = w.aliceToken) => {
  const res = await search(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlaceList>().results.map((place) => place.place_name);
};

describe('street search', () => {
  it('finds a street of the user’s posts, at the mean point of its posts', async () => {
    const res = await search('q=Collins%20Ave&proximity=-80.131,25.782');
    const [first] = res.json<PlaceList>().results;
    expect(first).toEqual({
      id: 'street.Collins Ave, Miami Beach, FL 33139, United States',
      place_name: 'Collins Ave, Miami Beach, FL 33139, United States',
      center: [expect.closeTo(SOUTH[0] + 0.00005, 6), expect.closeTo(SOUTH[1] + 0.00005, 6)],
    });
  });

  it('puts the nearest first, and one place once however many projects report it', async () => {
    const collins = (list: string[]) => list.filter((name) => name.startsWith('Collins Ave'));
    expect(collins(await names(`q=collins&proximity=${NORTH.join(',')}`))).toEqual([
      'Collins Ave, Miami Beach, FL 33140, United States',
      'Collins Ave, Miami Beach, FL 33139, United States',
    ]);
    expect(collins(await names(`q=collins&proximity=${SOUTH.join(',')}`))).toEqual([
      'Collins Ave, Miami Beach, FL 33139, United States',
      'Collins Ave, Miami Beach, FL 33140, United States',
    ]);
  });

  it('without a point, lists the most reported street first and the streets before cities', async () => {
    const list = await names('q=collins');
    expect(list.slice(0, 2)).toEqual([
      'Collins Ave, Miami Beach, FL 33140, United States',
      'Collins Ave, Miami Beach, FL 33139, United States',
    ]);
  });

  it('matches words from their start, and narrows by the rest of the address', async () => {
    expect(await names('q=coll%20av')).toContain(
      'Collins Ave, Miami Beach, FL 33139, United States',
    );
    expect((await names('q=ollins')).filter((n) => n.includes('Collins Ave'))).toEqual([]);
    expect((await names('q=indian%20creek')).slice(0, 1)).toEqual([
      'Indian Creek Dr, Miami Beach, FL 33139, United States',
    ]);
    expect((await names('q=Collins%20Ave,%2033140')).filter((n) => n.includes('Collins'))).toEqual([
      'Collins Ave, Miami Beach, FL 33140, United States',
    ]);
  });

  it('never offers a street found only in another organisation’s posts', async () => {
    expect((await names('q=secret%20harbor')).some((n) => n.includes('Secret Harbor'))).toBe(false);
    expect(await names('q=secret%20harbor', w.bobToken)).toContain(
      'Secret Harbor Rd, Charleston, SC 29401, United States',
    );
    expect((await names('q=collins', w.bobToken)).some((n) => n.includes('Collins Ave'))).toBe(
      false,
    );
  });

  it('offers a rolling-window project’s streets only from posts inside its window', async () => {
    expect(await names('q=new%20mill')).toContain(
      'New Mill Ln, Miami Beach, FL 33140, United States',
    );
    expect((await names('q=old%20mill')).some((n) => n.includes('Old Mill Ln'))).toBe(false);
  });

  it('keeps counting streets of posts added later', async () => {
    await addPosts(
      w.project.id,
      '1600 Collins Ave, Miami Beach, FL 33139, United States',
      SOUTH,
      5,
    );
    const list = await names('q=collins');
    expect(list[0]).toBe('Collins Ave, Miami Beach, FL 33139, United States');
  });

  it.each([
    ['q=', 400],
    ['q=%20%20', 400],
    [`q=${'collins '.repeat(30)}`, 400],
    ['q=collins&proximity=1,2,3', 400],
    ['q=collins&proximity=abc', 400],
    ['q=collins&proximity=-200,20', 400],
    ['q=collins&limit=0', 400],
    ['q=collins&limit=11', 400],
    ['q=%25_%25', 200],
    ['q=%00', 400],
    ["q=collins'%3B%20DROP%20TABLE%20posts%3B--", 200],
    [`q=${'a '.repeat(99)}`, 200],
  ])('answers %s with %i, never a server error', async (query, status) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/cx/places?q=collins' });
    expect(res.statusCode).toBe(401);
  });
});

describe('ranking streets and places together', () => {
  const place = (id: string, lng: number) => ({
    id,
    place_name: id,
    center: [lng, 0] as [number, number],
  });

  it('orders by distance from the point, a street first on a tie', () => {
    const streets = [place('far street', 3), place('near street', 1)];
    const cities = [place('tie city', 1), place('middle city', 2)];
    expect(rankPlaces(streets, cities, [0, 0], 3).map((p) => p.id)).toEqual([
      'near street',
      'tie city',
      'middle city',
    ]);
  });

  it('puts streets before places without a point, up to the limit', () => {
    expect(rankPlaces([place('s', 5)], [place('c', 1), place('d', 2)], undefined, 2)).toEqual([
      place('s', 5),
      place('c', 1),
    ]);
  });

  it('lists a name once: a city named by a post is not listed again as a street', () => {
    const named: Place = { id: 'street.Norfolk, VA', place_name: 'Norfolk, VA', center: [1, 0] };
    const city: Place = { id: 'city.1', place_name: 'norfolk, va', center: [2, 0] };
    expect(rankPlaces([named], [city, place('e', 3)], [0, 0], 5)).toEqual([named, place('e', 3)]);
  });
});
