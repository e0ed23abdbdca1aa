import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { exportPosts } from '@/services/export-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

const run = promisify(execFile);

interface Feature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: Record<string, string | number | null>;
}
interface Collection {
  type: 'FeatureCollection';
  features: Feature[];
}

let t: TestApp;
let w: PostWorld;
const DANGEROUS = '=HYPERLINK("http://evil.test","x"), then "quoted"\nsecond line \\ back';

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  await t.db
    .updateTable('posts')
    .set({ content: DANGEROUS })
    .where('id', '=', w.posts[2]!.id)
    .execute();
});
afterAll(async () => t?.close());

const get = (query: string, token = w.aliceToken, projectId = w.project.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v3/cx/local-projects/${projectId}/export-posts?${query}`,
    headers: bearer(token),
  });

/** Whether GDAL's command-line tools are installed (`.ci/run` installs them). */
async function hasGdal(): Promise<boolean> {
  try {
    await run('ogrinfo', ['--version']);
    return true;
  } catch {
    return false;
  }
}

const gdal = await hasGdal();

describe('GET /local-projects/{id}/export-posts?format=geojson', () => {
  it('holds the CSV’s posts, in its order, with the same values as properties', async () => {
    const query = `with_statuses=${w.statuses.closed}&with_statuses=${w.statuses.reviewed}&order_cri=created_at`;
    const res = await get(`${query}&format=geojson`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json');
    expect(res.headers['content-disposition']).toBe('attachment; filename="floods.geojson"');
    const collection = res.json<Collection>();
    expect(collection.type).toBe('FeatureCollection');

    const [header, ...rows]: string[][] = parse((await get(query)).body.slice(1));
    expect(collection.features.map((f) => f.id)).toEqual(rows.map((row) => Number(row[0])));
    expect(rows.length).toBeGreaterThan(0);
    const unneutralised = (cell: string) => cell.replace(/^'/, '');
    collection.features.forEach((feature, i) => {
      const row = rows[i]!;
      const cells = Object.fromEntries(header!.map((name, column) => [name, row[column]!]));
      expect(feature.geometry).toEqual({
        type: 'Point',
        coordinates: [Number(cells.lng), Number(cells.lat)],
      });
      expect(feature.properties).toEqual({
        id: Number(cells.id),
        observed_at: cells.observed_at,
        created_at: cells.created_at,
        location: cells.location,
        status: unneutralised(cells.status!),
        severity_level: cells.severity_level === '' ? null : Number(cells.severity_level),
        description: unneutralised(cells.description!),
        topics: cells.topics,
        link: `${t.config.mainSiteUrl}/p/${cells.id}`,
      });
    });
  });

  it('keeps text as it was written: a GeoJSON file is not a spreadsheet', async () => {
    const res = await get('text=hyperlink&format=geojson');
    const [feature] = res.json<Collection>().features;
    expect(feature?.properties.description).toBe(DANGEROUS);
  });

  it('shows the location as the list does, whatever space stands before the country', async () => {
    const post = w.posts[5]!;
    await t.db
      .updateTable('posts')
      .set({ location: 'Pier 9, Norfolk,\u00a0United States' })
      .where('id', '=', post.id)
      .execute();
    const res = await get('format=geojson');
    const feature = res.json<Collection>().features.find((f) => f.id === post.id);
    expect(feature?.properties.location).toBe('Pier 9, Norfolk');
  });

  it('is an empty collection when nothing matches', async () => {
    const res = await get('text=nothingmatchesthis&format=geojson');
    expect(res.statusCode).toBe(200);
    expect(res.json<Collection>()).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('exports every matching post across batches', async () => {
    const file = await exportPosts(
      t.db,
      w.aliceId,
      w.project.id,
      { format: 'geojson' },
      'https://site.test',
      7,
    );
    let text = '';
    for await (const chunk of file.chunks) text += chunk;
    const ids = (JSON.parse(text) as Collection).features.map((f) => f.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('answers 400 for an unknown format, 403 without exports, 404 for outsiders', async () => {
    expect((await get('format=kml')).statusCode).toBe(400);
    expect((await get('format=geojson', w.aliceToken, w.noExportProject.id)).statusCode).toBe(403);
    expect((await get('format=geojson', w.bobToken)).statusCode).toBe(404);
  });

  it.runIf(gdal)('is read by GDAL with every post and the CSV’s columns', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'highwater-geojson-'));
    try {
      const file = path.join(dir, 'floods.geojson');
      await writeFile(file, (await get('format=geojson')).rawPayload);
      const { stdout } = await run('ogrinfo', ['-ro', '-al', '-so', file]);
      expect(stdout).toMatch(/Geometry: Point/);
      expect(stdout).toMatch(/Feature Count: 40\b/);
      for (const field of [
        'observed_at: DateTime',
        'created_at: DateTime',
        'location: String',
        'status: String',
        'severity_level: Integer',
        'description: String',
        'topics: String',
        'link: String',
      ]) {
        expect(stdout).toContain(field);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
