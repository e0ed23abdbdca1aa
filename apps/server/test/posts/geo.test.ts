import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureCollection, PlaceList } from '@highwater/core/api/geo';
import fc from 'fast-check';
import { haversineMetres } from '@highwater/core/distance';
import { createCityGazetteer, normalizeName, type GazetteerCity } from '@/adapters/gazetteer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
});
afterAll(async () => t?.close());

const get = (path: string, token = w.aliceToken) =>
  t.app.inject({ method: 'GET', url: `/api/v3/cx${path}`, headers: bearer(token) });

describe('place search', () => {
  it('finds US cities by name from the offline gazetteer', async () => {
    const res = await get('/places?q=houston');
    expect(res.statusCode).toBe(200);
    const [first] = res.json<PlaceList>().results;
    expect(first?.place_name).toBe('Houston, TX, United States');
    expect(first?.center[0]).toBeCloseTo(-95.36, 1);
    expect(first?.center[1]).toBeCloseTo(29.76, 1);
  });

  it('narrows by state and ranks by proximity', async () => {
    const inKentucky = (await get('/places?q=Paris,%20KY')).json<PlaceList>().results;
    expect(inKentucky[0]?.place_name).toBe('Paris, KY, United States');
    const nearTexas = (
      await get('/places?q=paris&proximity=-95.55,33.66&limit=1')
    ).json<PlaceList>();
    expect(nearTexas.results[0]?.place_name).toBe('Paris, TX, United States');
  });

  it('looks up the nearest places to a point', async () => {
    const res = await get('/places/reverse?lng=-74.006&lat=40.7128');
    const names = res.json<PlaceList>().results.map((r) => r.place_name);
    expect(names[0]).toMatch(/New York|Manhattan/);
  });

  it('refuses blank text and bad points', async () => {
    expect((await get('/places?q=')).statusCode).toBe(400);
    expect((await get('/places?q=%20%20')).statusCode).toBe(400);
    expect((await get('/places?q=paris&proximity=1')).statusCode).toBe(400);
    expect((await get('/places/reverse?lng=200&lat=0')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v3/cx/places?q=paris' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ranks exact names and the United States first, folding accents', () => {
    const gazetteer = createCityGazetteer([
      {
        id: 1,
        name: 'San José',
        country: 'CR',
        adminCode: '08',
        population: 300_000,
        lng: -84,
        lat: 10,
      },
      {
        id: 2,
        name: 'San Jose',
        country: 'US',
        adminCode: 'CA',
        population: 1_000_000,
        lng: -121.9,
        lat: 37.3,
      },
      {
        id: 3,
        name: 'San Josecito',
        country: 'US',
        adminCode: 'CA',
        population: 10,
        lng: -121,
        lat: 37,
      },
    ]);
    expect(gazetteer.search('san jose', { limit: 5 }).map((p) => p.place_name)).toEqual([
      'San Jose, CA, United States',
      'San José, Costa Rica',
      'San Josecito, CA, United States',
    ]);
    expect(gazetteer.reverse(-84.1, 10.1, 1).map((p) => p.id)).toEqual(['city.1']);
  });

  it('finds what scoring every city and sorting them all would, for any text and point', () => {
    const city = fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      name: fc.stringMatching(/^[A-Za-zÀé ]{1,6}$/),
      country: fc.constantFrom('US', 'MX', 'CR'),
      adminCode: fc.constantFrom('TX', 'CA', '08'),
      population: fc.integer({ min: 0, max: 5_000_000 }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
    });
    const point = fc.option(
      fc.tuple(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -90, max: 90, noNaN: true }),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(city, { selector: (c) => c.id, maxLength: 60 }),
        fc.stringMatching(/^[A-Za-zé ,]{0,5}$/),
        point,
        fc.integer({ min: 1, max: 8 }),
        (cities, text, proximity, limit) => {
          const found = createCityGazetteer(cities).search(text, { proximity, limit });
          expect(found.map((p) => p.id)).toEqual(
            everyCityScored(cities, text, proximity, limit).map((c) => `city.${c.id}`),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** The ranking the gazetteer promises, worked out the long way. */
function everyCityScored(
  cities: readonly GazetteerCity[],
  text: string,
  proximity: [number, number] | undefined,
  limit: number,
): GazetteerCity[] {
  const [name = '', ...rest] = text.split(',').map(normalizeName);
  if (!name) return [];
  const qualifiers = rest.filter(Boolean);
  const country = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code)!;
  const placeKey = (c: GazetteerCity) =>
    normalizeName(
      [c.name, /^[A-Z]{2,3}$/.test(c.adminCode) ? c.adminCode : null, country(c.country)]
        .filter(Boolean)
        .join(', '),
    );
  return cities
    .filter((c) => normalizeName(c.name).startsWith(name))
    .filter((c) => qualifiers.every((q) => placeKey(c).includes(q)))
    .map((c) => {
      let score = Math.log10(c.population + 10) + (c.country === 'US' ? 1.5 : 0);
      if (normalizeName(c.name) === name) score += 2;
      if (proximity) {
        const km = haversineMetres(proximity[0], proximity[1], c.lng, c.lat) / 1000;
        score -= Math.log10(1 + km / 50);
      }
      return { c, score };
    })
    .sort((a, b) => b.score - a.score || a.c.id - b.c.id)
    .slice(0, limit)
    .map((scored) => scored.c);
}

describe('flood extents', () => {
  it('answers the extents of a post’s photo as a feature collection, to members only', async () => {
    const media = await t.db
      .insertInto('media')
      .values({
        post_id: w.posts[0]!.id,
        type: 'image',
        mime_type: 'image/jpeg',
        storage_key: 'x.jpg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-74, 40.7],
          [-74, 40.71],
          [-73.99, 40.7],
          [-74, 40.7],
        ],
      ],
    };
    await t.db
      .insertInto('flood_extents')
      .values([
        { media_id: media.id, geojson: JSON.stringify(polygon) },
        {
          media_id: media.id,
          geojson: JSON.stringify({
            type: 'FeatureCollection',
            features: [{ type: 'Feature', geometry: polygon, properties: { depth: 'shallow' } }],
          }),
        },
      ])
      .execute();
    const res = await get(`/media/${media.id}/flood-extents`);
    expect(res.statusCode).toBe(200);
    expect(res.json<FeatureCollection>()).toEqual({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: polygon, properties: {} },
        { type: 'Feature', geometry: polygon, properties: { depth: 'shallow' } },
      ],
    });
    expect((await get(`/media/${media.id}/flood-extents`, w.bobToken)).statusCode).toBe(404);
    expect((await get('/media/999999/flood-extents')).statusCode).toBe(404);
  });
});

describe('storm drains', () => {
  it('answers the drains within 100 m, nearest first', async () => {
    // 0.0005° of latitude is about 56 m; 0.0012° about 133 m.
    await t.db
      .insertInto('storm_drains')
      .values([
        { external_id: 'far', lat: 40.7012, lng: -74 },
        { external_id: 'near', lat: 40.7005, lng: -74 },
        { external_id: 'here', lat: 40.7, lng: -74.0001 },
      ])
      .execute();
    const res = await get('/storm-drains?lng=-74&lat=40.7');
    expect(res.statusCode).toBe(200);
    const body = res.json<FeatureCollection>();
    expect(body.features.map((f) => f.properties.external_id)).toEqual(['here', 'near']);
    expect(body.features[1]).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-74, 40.7005] },
      properties: { kind: 'inlet' },
    });
    expect((await get('/storm-drains?lng=-74')).statusCode).toBe(400);
  });
});
