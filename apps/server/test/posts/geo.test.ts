import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureCollection, PlaceList } from '@highwater/core/api/geo';
import { createCityGazetteer } from '@/adapters/gazetteer.ts';
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
});

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
