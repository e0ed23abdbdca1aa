import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGION_PREVIEW_DATA_ID,
  REGION_PREVIEW_ENTRY,
  RegionPreviewData,
} from '@highwater/core/region-preview';
import { parseAreaGeometry } from '@/domain/area-geometry.ts';
import { pointInArea } from '@/domain/point-in-polygon.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminCookie, adminGet, adminPost } from '../helpers/admin-session.ts';
import { seedAdminProjects } from './admin-project-fixtures.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');

let t: TestApp;
// A web build of the preview's script alone, as Vite's manifest lists it.
let dist: string;
const MANIFEST = () => path.join(dist, '.vite', 'manifest.json');
const PREVIEW_SCRIPT = '/assets/region-preview-Ab12Cd34.js';
const PREVIEW_STYLES = '/assets/region-preview-Ef56Gh78.css';
let seed: Awaited<ReturnType<typeof seedAdminProjects>>;
const cookies: Record<'provider' | 'admin' | 'staff' | 'otherAdmin' | 'nobody', string> = {
  provider: '',
  admin: '',
  staff: '',
  otherAdmin: '',
  nobody: '',
};

interface FilePart {
  name?: string;
  type?: string;
  content: string | Buffer;
}

/** A multipart form post as a browser sends the upload form. */
function upload(
  url: string,
  cookie: string,
  file: FilePart | null,
  fields: Record<string, string> = {},
  origin = t.app.config.publicOrigin,
) {
  const boundary = '----highwater-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'regions.geojson'}"\r\n` +
          `Content-Type: ${file.type ?? 'application/geo+json'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie,
      origin,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(chunks),
  });
}

const regionsOf = (projectId: number) =>
  t.db
    .selectFrom('regions')
    .select(['id', 'name', 'geojson', 'min_lng', 'max_lat'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const keptUploads = async () =>
  (await t.db.selectFrom('region_uploads').select('id').execute()).length;

/** Uploads a file as Bayou's group admin and confirms its preview; answers the regions made. */
async function uploadAndSave(projectId: number, content: string, fields = {}) {
  const sent = await upload(
    `/admin/projects/${projectId}/regions/uploads`,
    cookies.otherAdmin,
    { content },
    fields,
  );
  expect(sent.statusCode).toBe(303);
  const preview = sent.headers.location as string;
  const saved = await adminPost(t.app, preview, cookies.otherAdmin, {});
  expect(saved.statusCode).toBe(303);
  return regionsOf(projectId);
}

/** The data the preview page hands its map script, checked against the shared schema. */
function previewData(body: string): RegionPreviewData {
  const block = new RegExp(
    `<script type="application/json" id="${REGION_PREVIEW_DATA_ID}">([^<]*)</script>`,
  ).exec(body);
  expect(block, 'the preview’s data block').not.toBeNull();
  const data: unknown = JSON.parse(block![1]!);
  expect(Value.Check(RegionPreviewData, data)).toBe(true);
  return data as RegionPreviewData;
}

/** The page runs no script of its own: each script element loads a file or holds data. */
const inlineScripts = (body: string) =>
  [...body.matchAll(/<script\b[^>]*>/gi)].filter(
    ([tag]) => !/\bsrc="/.test(tag) && !/type="application\/json"/.test(tag),
  );

async function writeManifest() {
  await mkdir(path.dirname(MANIFEST()), { recursive: true });
  await writeFile(
    MANIFEST(),
    JSON.stringify({
      [REGION_PREVIEW_ENTRY]: {
        file: PREVIEW_SCRIPT.slice(1),
        src: REGION_PREVIEW_ENTRY,
        isEntry: true,
        css: [PREVIEW_STYLES.slice(1)],
      },
    }),
  );
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'highwater-regions-dist-'));
  await writeManifest();
  t = await createTestApp({ WEB_DIST: dist });
  seed = await seedAdminProjects(t.db, 'regions');
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[role] = await adminCookie(t.app, seed.users[role]);
  }
  // Posts on a grid across the valid file's two polygons and beyond them, off their edges.
  const posts = [];
  for (let i = 0; i <= 20; i += 1) {
    for (let j = 0; j <= 10; j += 1) {
      posts.push({
        project_id: seed.projects.river,
        lng: -76.34123 + i * 0.005,
        lat: 36.81123 + j * 0.005,
        observed_at: new Date('2024-05-01T12:00:00Z'),
      });
    }
  }
  await t.db.insertInto('posts').values(posts).execute();
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('uploading regions', () => {
  it('previews a valid file on a map, saves it on confirm and links the posts inside', async () => {
    const river = seed.projects.river;
    const sent = await upload(`/admin/projects/${river}/regions/uploads?lang=en`, cookies.admin, {
      content: await fixture('regions-valid.geojson'),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(
      new RegExp(`^/admin/projects/${river}/regions/uploads/\\d+\\?lang=en$`),
    );
    // Nothing is saved before the confirmation.
    expect(await regionsOf(river)).toHaveLength(0);

    const preview = await adminGet(t.app, sent.headers.location as string, cookies.admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Preview the new regions');
    expect(preview.body).toContain('regions.geojson holds 2 regions');
    // The list names each region with its corners (the hole's count too); the map draws them.
    expect(preview.body).toContain('<h2 id="new-regions">The new regions</h2>');
    expect(preview.body).toContain('Downtown <span class="muted">· 8 corners</span>');
    expect(preview.body).toContain('Region 2 <span class="muted">· 4 corners</span>');
    expect(preview.body).toContain('Save these 2 regions');
    expect(preview.body).toContain(`<script type="module" src="${PREVIEW_SCRIPT}"></script>`);
    expect(preview.body).toContain(`<link rel="stylesheet" href="${PREVIEW_STYLES}">`);
    expect(preview.body).toMatch(/<figure id="region-preview-map" class="region-map" hidden>/);
    expect(inlineScripts(preview.body)).toEqual([]);
    const data = previewData(preview.body);
    expect(data.mapStyle).toBe(t.app.config.mapStyleStreet);
    expect(data.bounds).toEqual([-76.32, 36.82, -76.25, 36.86]);
    expect(data.locale['Map.Title']).toBe(
      'Map of the new regions: the arrow keys move it, + and − zoom',
    );
    expect(data.locale['NavigationControl.ZoomIn']).toBe('Zoom in');
    expect(data.regions.map((region) => region.name)).toEqual(['Downtown', 'Region 2']);
    expect(new Set(data.regions.map((region) => region.colour)).size).toBe(2);
    expect(data.regions[0]!.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-76.32, 36.82],
          [-76.28, 36.82],
          [-76.28, 36.86],
          [-76.32, 36.86],
          [-76.32, 36.82],
        ],
        [
          [-76.31, 36.83],
          [-76.3, 36.83],
          [-76.3, 36.84],
          [-76.31, 36.84],
          [-76.31, 36.83],
        ],
      ],
    });
    // Altitudes stay out of the map's copy too.
    expect(data.regions[1]!.geometry.coordinates[0]![0]).toEqual([-76.28, 36.82]);
    expect(data.existing).toEqual([]);
    expect(preview.body).not.toContain('Grey dashed outlines');

    const eventsBefore = await t.db
      .selectFrom('project_events')
      .select('id')
      .where('project_id', '=', river)
      .execute();
    const saved = await adminPost(t.app, sent.headers.location as string, cookies.admin, {});
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/projects/${river}/regions?lang=en&notice=saved`);

    const regions = await regionsOf(river);
    expect(regions.map((r) => r.name)).toEqual(['Downtown', 'Region 2']);
    // Altitudes are dropped; the bounding box is kept beside the shape.
    expect(JSON.stringify(regions[1]!.geojson)).not.toContain('4.5');
    expect(regions[0]!.min_lng).toBe(-76.32);
    expect(regions[0]!.max_lat).toBe(36.86);

    // Every post inside a region (not in its hole) is linked to it, and no other.
    const posts = await t.db
      .selectFrom('posts')
      .select(['id', 'lng', 'lat'])
      .where('project_id', '=', river)
      .orderBy('id')
      .execute();
    for (const region of regions) {
      const shape = parseAreaGeometry(region.geojson)!;
      const expected = posts.filter((p) => pointInArea(p.lng, p.lat, shape)).map((p) => p.id);
      const linked = await t.db
        .selectFrom('post_regions')
        .select('post_id')
        .where('region_id', '=', region.id)
        .orderBy('post_id')
        .execute();
      expect(expected.length).toBeGreaterThan(0);
      expect(linked.map((row) => row.post_id)).toEqual(expected);
    }

    const audit = await t.db
      .selectFrom('admin_audit')
      .select(['actor_id', 'project_id', 'action', 'subject', 'subject_id'])
      .where('subject', '=', 'region')
      .orderBy('id')
      .execute();
    expect(audit).toEqual(
      regions.map((region) => ({
        actor_id: seed.users.admin,
        project_id: river,
        action: 'create',
        subject: 'region',
        subject_id: region.id,
      })),
    );
    const events = await t.db
      .selectFrom('project_events')
      .select(['payload'])
      .where('project_id', '=', river)
      .where('id', 'not in', eventsBefore.length ? eventsBefore.map((e) => e.id) : [-1])
      .execute();
    expect(events.map((e) => (e.payload as { type: string; part: string }).part)).toEqual([
      'regions',
    ]);

    // The list shows them with their post counts; the project detail API has them too.
    const list = await adminGet(t.app, saved.headers.location as string, cookies.admin);
    expect(list.body).toContain('The regions were saved and their posts linked.');
    expect(list.body).toContain('<td>Downtown</td>');
    expect(list.body).toContain('-76.3200, 36.8200<br>-76.2800, 36.8600');

    // A preview is used once.
    const again = await adminPost(t.app, sent.headers.location as string, cookies.admin, {});
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This preview has expired or was already saved');
    expect(await regionsOf(river)).toHaveLength(2);
  });

  it('takes a MultiPolygon feature, named by the chosen property', async () => {
    const regions = await uploadAndSave(
      seed.projects.bay,
      await fixture('regions-multipolygon.geojson'),
    );
    expect(regions.map((r) => r.name)).toEqual(['Islands']);
    expect((regions[0]!.geojson as { type: string }).type).toBe('MultiPolygon');
    const byDistrict = await uploadAndSave(
      seed.projects.bay,
      await fixture('regions-valid.geojson'),
      { nameProperty: 'district' },
    );
    expect(byDistrict.map((r) => r.name)).toEqual(['Islands', 'D1', 'D2']);
  });

  it('names unnamed regions in Spanish on a Spanish page', async () => {
    const sent = await upload(
      `/admin/projects/${seed.projects.bay}/regions/uploads?lang=es`,
      cookies.otherAdmin,
      { content: await fixture('regions-valid.geojson') },
      { nameProperty: 'nothing-like-it' },
    );
    const preview = await adminGet(t.app, sent.headers.location as string, cookies.otherAdmin);
    expect(preview.body).toContain('<html lang="es">');
    expect(preview.body).toContain('<h2 id="new-regions">Las regiones nuevas</h2>');
    expect(preview.body).toContain('Región 1 <span class="muted">· 8 vértices</span>');
    expect(preview.body).toContain('Guardar estas 2 regiones');
    const data = previewData(preview.body);
    expect(data.locale['Map.Title']).toBe(
      'Mapa de las regiones nuevas: las flechas lo mueven, + y − acercan y alejan',
    );
    expect(data.locale['NavigationControl.ZoomOut']).toBe('Alejar');
    // The bay project's regions saved above are outlined beneath.
    expect(data.existing.map((area) => area.type)).toEqual(['MultiPolygon', 'Polygon', 'Polygon']);
    expect(preview.body).toContain('Los contornos grises discontinuos del mapa');
  });

  it('thins a long boundary for the map, counts all its corners, and keeps names as data', async () => {
    // A circle of 20,000 corners, named as if to end the data block and run a script.
    const corners = 20_000;
    const ring = Array.from({ length: corners }, (_, i) => {
      const angle = (2 * Math.PI * i) / corners;
      return [-76.3 + 0.02 * Math.cos(angle), 36.84 + 0.02 * Math.sin(angle)];
    });
    const name = '</script><script>alert(1)</script>';
    const file = {
      type: 'Feature',
      properties: { name },
      geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] },
    };
    const sent = await upload(
      `/admin/projects/${seed.projects.river}/regions/uploads`,
      cookies.admin,
      { content: JSON.stringify(file) },
    );
    expect(sent.statusCode).toBe(303);
    const preview = await adminGet(t.app, sent.headers.location as string, cookies.admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('· 20,000 corners</span>');
    expect(preview.body).not.toContain(name);
    expect(inlineScripts(preview.body)).toEqual([]);
    const data = previewData(preview.body);
    expect(data.regions[0]!.name).toBe(name);
    const drawn = data.regions[0]!.geometry.coordinates[0]!;
    expect(drawn.length).toBeGreaterThan(100);
    expect(drawn.length).toBeLessThan(corners / 3);
    expect(drawn.at(-1)).toEqual(drawn[0]);
  });

  it('shows the list alone without a web build', async () => {
    await rm(MANIFEST());
    try {
      const sent = await upload(
        `/admin/projects/${seed.projects.river}/regions/uploads`,
        cookies.admin,
        { content: await fixture('regions-valid.geojson') },
      );
      const preview = await adminGet(t.app, sent.headers.location as string, cookies.admin);
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('Downtown <span class="muted">· 8 corners</span>');
      expect(preview.body).not.toMatch(/<script|<figure/i);
    } finally {
      await writeManifest();
    }
  });

  const refusals: [string, FilePart | null, Record<string, string>, string][] = [
    [
      'mixed geometry types',
      { content: '' },
      {},
      'The file mixes geometry types (Point, Polygon). Mixed-type shapes are rejected',
    ],
    [
      'malformed JSON',
      { content: '{"type": "FeatureCollection", "features": [' },
      {},
      'not valid JSON',
    ],
    [
      'an empty collection',
      { content: '{"type":"FeatureCollection","features":[]}' },
      {},
      'holds no features',
    ],
    ['JSON that is not GeoJSON', { content: '{"hello": "world"}' }, {}, 'JSON but not GeoJSON'],
    [
      'points only',
      { content: '{"type":"Point","coordinates":[-76.3,36.8]}' },
      {},
      'The file holds no areas, only Point',
    ],
    ['no file', null, {}, 'Choose a GeoJSON file to upload.'],
    ['an empty file', { content: '' }, {}, 'Choose a GeoJSON file to upload.'],
    [
      'a picture',
      { name: 'map.png', type: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]) },
      {},
      'This is not a GeoJSON file.',
    ],
    [
      'binary bytes named .geojson',
      { type: 'application/octet-stream', content: Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0xff]) },
      {},
      'This is not a GeoJSON file.',
    ],
    [
      'a name property too long',
      { content: '{"type":"Point","coordinates":[0,0]}' },
      { nameProperty: 'x'.repeat(101) },
      'Enter the property name with at most 100 characters',
    ],
  ];

  it.each(refusals)(
    'refuses %s with a 400 naming the file field',
    async (_, file, fields, text) => {
      const content = _ === 'mixed geometry types' ? await fixture('regions-mixed.geojson') : null;
      const before = await auditCount();
      const keptBefore = await keptUploads();
      const res = await upload(
        `/admin/projects/${seed.projects.river}/regions/uploads`,
        cookies.admin,
        file && content ? { ...file, content } : file,
        fields,
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please correct the following:');
      expect(res.body).toContain(text);
      expect(res.body).toMatch(/<a href="#(file|nameProperty)">/);
      expect(res.body).toContain('aria-invalid="true"');
      expect(await auditCount()).toBe(before);
      expect(await keptUploads()).toBe(keptBefore);
    },
  );

  it('names each invalid feature and why, in English and Spanish', async () => {
    const content = await fixture('regions-invalid.geojson');
    const url = `/admin/projects/${seed.projects.river}/regions/uploads`;
    const en = await upload(`${url}?lang=en`, cookies.admin, { content });
    expect(en.statusCode).toBe(400);
    const body = en.body.replaceAll('&quot;', '"');
    expect(body).toContain('Feature 1 (“Open ring”), outer ring: it is not closed');
    expect(body).toContain('Feature 2 (“Sliver”), outer ring: it has fewer than 4 positions');
    expect(body).toContain('Feature 3 (“Off the globe”), outer ring: a position is outside');
    expect(body).toContain('Feature 4 (“Bow tie”), outer ring: it crosses or touches itself');
    expect(body).toContain('Feature 5 (“Words”), outer ring: a position is not a pair of numbers');
    expect(body).not.toContain('Feature 6');
    expect(body).toContain('Feature 7, polygon 2, outer ring: it is not closed');
    const es = await upload(`${url}?lang=es`, cookies.admin, { content });
    expect(es.body).toContain('Elemento 1 (“Open ring”), anillo exterior: no está cerrado');
    expect(es.body).toContain('Corrija lo siguiente:');
    const mixed = await upload(`${url}?lang=es`, cookies.admin, {
      content: await fixture('regions-mixed.geojson'),
    });
    expect(mixed.body).toContain('Se rechazan las formas de tipos mezclados');
    expect(await regionsOf(seed.projects.river)).toHaveLength(2);
  });

  it('refuses a file above 10 MB with its own message', async () => {
    const big = `{"type":"FeatureCollection","features":[],"padding":"${'x'.repeat(10 * 1024 * 1024)}"}`;
    const res = await upload(
      `/admin/projects/${seed.projects.river}/regions/uploads`,
      cookies.admin,
      { content: big },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The file is larger than 10 MB.');
  });

  it('refuses a form that is not multipart', async () => {
    const res = await adminPost(
      t.app,
      `/admin/projects/${seed.projects.river}/regions/uploads`,
      cookies.admin,
      { file: '{"type":"Polygon"}' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The file did not arrive');
  });

  it('keeps a preview to its uploader', async () => {
    const sent = await upload(
      `/admin/projects/${seed.projects.river}/regions/uploads`,
      cookies.admin,
      { content: await fixture('regions-multipolygon.geojson') },
    );
    const preview = sent.headers.location as string;
    const other = await adminPost(t.app, preview, cookies.provider, {});
    expect(other.statusCode).toBe(400);
    expect(await regionsOf(seed.projects.river)).toHaveLength(2);
  });
});

describe('renaming and deleting a region', () => {
  it('renames after checking the name, and deletes after asking, unlinking its posts', async () => {
    const [region] = await regionsOf(seed.projects.river);
    const base = `/admin/projects/${seed.projects.river}/regions/${region!.id}`;
    const page = await adminGet(t.app, `${base}?lang=en`, cookies.admin);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="Downtown"');

    for (const [name, text] of [
      ['   ', 'Enter a name for the region.'],
      ['x'.repeat(101), 'The name can have at most 100 characters.'],
    ] as const) {
      const bad = await adminPost(t.app, `${base}?lang=en`, cookies.admin, { name });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(text);
      expect(bad.body).toContain('<a href="#name">');
    }
    const missing = await adminPost(t.app, `${base}?lang=es`, cookies.admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Escriba un nombre para la región.');

    const renamed = await adminPost(t.app, `${base}?lang=en`, cookies.admin, {
      name: '  Old   Town ',
    });
    expect(renamed.statusCode).toBe(303);
    expect((await regionsOf(seed.projects.river))[0]!.name).toBe('Old Town');

    const ask = await adminGet(t.app, `${base}/delete?lang=en`, cookies.admin);
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toMatch(/\d+ posts lie in this region/);
    expect(ask.body).toContain('class="danger"');

    const deleted = await adminPost(t.app, `${base}/delete?lang=en`, cookies.admin, {});
    expect(deleted.statusCode).toBe(303);
    expect((await regionsOf(seed.projects.river)).map((r) => r.id)).not.toContain(region!.id);
    const links = await t.db
      .selectFrom('post_regions')
      .select('post_id')
      .where('region_id', '=', region!.id)
      .execute();
    expect(links).toHaveLength(0);
    const audit = await t.db
      .selectFrom('admin_audit')
      .select(['action', 'before', 'after'])
      .where('subject_id', '=', region!.id)
      .where('subject', '=', 'region')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ before: { name: 'Downtown' }, after: { name: 'Old Town' } });
  });
});

describe('who may do what', () => {
  const river = () => seed.projects.river;
  const someRegion = async () => (await regionsOf(river()))[0]!.id;

  it('lets the group admin and the provider admin in, in both languages', async () => {
    for (const role of ['admin', 'provider'] as const) {
      const en = await adminGet(t.app, `/admin/projects/${river()}/regions`, cookies[role]);
      expect(en.statusCode).toBe(200);
      expect(en.body).toContain('<h1>Regions</h1>');
      expect(en.body).toContain('enctype="multipart/form-data"');
      const es = await adminGet(t.app, `/admin/projects/${river()}/regions?lang=es`, cookies[role]);
      expect(es.body).toContain('<h1>Regiones</h1>');
      expect(es.body).toContain('Añadir regiones desde un archivo GeoJSON');
    }
  });

  const calls = async () => {
    const region = await someRegion();
    const base = `/admin/projects/${river()}/regions`;
    return [
      { method: 'GET', url: base },
      { method: 'GET', url: `${base}/${region}` },
      { method: 'GET', url: `${base}/${region}/delete` },
      { method: 'POST', url: `${base}/${region}`, body: { name: 'Taken over' } },
      { method: 'POST', url: `${base}/${region}/delete`, body: {} },
      { method: 'UPLOAD', url: `${base}/uploads` },
    ] as const;
  };

  const call = async (
    one: Awaited<ReturnType<typeof calls>>[number],
    cookie: string,
    origin?: string,
  ) => {
    if (one.method === 'GET') return adminGet(t.app, one.url, cookie);
    if (one.method === 'UPLOAD') {
      return upload(
        one.url,
        cookie,
        { content: await fixture('regions-valid.geojson') },
        {},
        origin,
      );
    }
    if (origin) {
      return t.app.inject({
        method: 'POST',
        url: one.url,
        headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(one.body).toString(),
      });
    }
    return adminPost(t.app, one.url, cookie, one.body);
  };

  it('answers 404 outside the group, 403 to its staff, 401 without a session, and changes nothing', async () => {
    const before = {
      regions: JSON.stringify(await regionsOf(river())),
      audit: await auditCount(),
      uploads: await keptUploads(),
    };
    for (const one of await calls()) {
      for (const [role, status] of [
        ['otherAdmin', 404],
        ['nobody', 404],
        ['staff', 403],
      ] as const) {
        const res = await call(one, cookies[role]);
        expect(res.statusCode, `${one.method} ${one.url} as ${role}`).toBe(status);
        expect(res.body).not.toContain('Old Town');
      }
      const signedOut = await call(one, '');
      expect(signedOut.statusCode, `${one.method} ${one.url} signed out`).toBe(401);
      if (one.method !== 'GET') {
        const foreign = await call(one, cookies.admin, 'https://evil.test');
        expect(foreign.statusCode, `${one.method} ${one.url} from elsewhere`).toBe(403);
        expect(foreign.body).toContain('This form was not sent from Highwater');
      }
    }
    expect(JSON.stringify(await regionsOf(river()))).toBe(before.regions);
    expect(await auditCount()).toBe(before.audit);
    expect(await keptUploads()).toBe(before.uploads);
  });

  it('answers a 400 naming the id that is no number, and 404 for an unknown one', async () => {
    const region = await someRegion();
    const notProject = await adminGet(t.app, `/admin/projects/abc/regions`, cookies.admin);
    expect(notProject.statusCode).toBe(400);
    expect(notProject.body).toContain('The project number in the address must be a whole number');
    const notRegion = await adminPost(
      t.app,
      `/admin/projects/${river()}/regions/1e3?lang=es`,
      cookies.admin,
      { name: 'x' },
    );
    expect(notRegion.statusCode).toBe(400);
    expect(notRegion.body).toContain('El número de región de la dirección');
    const notUpload = await adminGet(
      t.app,
      `/admin/projects/${river()}/regions/uploads/-1`,
      cookies.admin,
    );
    expect(notUpload.statusCode).toBe(400);
    expect(notUpload.body).toContain('The upload number');
    const unknown = await adminGet(
      t.app,
      `/admin/projects/${river()}/regions/999999`,
      cookies.admin,
    );
    expect(unknown.statusCode).toBe(404);
    // A region of another project through this project's address.
    const [bayRegion] = await regionsOf(seed.projects.bay);
    const elsewhere = await adminPost(
      t.app,
      `/admin/projects/${river()}/regions/${bayRegion!.id}/delete`,
      cookies.admin,
      {},
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await regionsOf(seed.projects.bay)).toHaveLength(3);
    expect(region).toBeGreaterThan(0);
  });
});
