import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TYPES, STORM_DRAIN_RADIUS_M } from '@highwater/core/constants';
import { DEMO_PASSWORD, loadDemoDataIfEmpty } from '@/demo/load-demo-data.ts';
import { verifyPassword } from '@/main-site/identity/password.ts';
import { parseAreaGeometry } from '@/domain/area-geometry.ts';
import { pointInArea } from '@/domain/point-in-polygon.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { DEMO_NOW, DEMO_TEST_POSTS, demoTestApp, postsDigest } from './demo-test-setup.ts';

describe('demo data set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await demoTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: 'client_groups' | 'projects' | 'posts' | 'users') => {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('has four client groups, seven projects and the configured number of posts', async () => {
    expect(await count('client_groups')).toBe(4);
    expect(await count('projects')).toBe(7);
    expect(await count('posts')).toBe(DEMO_TEST_POSTS);
  });

  it('signs in the demo users with the demo password, in their client groups', async () => {
    const users = await t.db
      .selectFrom('users as u')
      .leftJoin('client_group_members as m', 'm.user_id', 'u.id')
      .leftJoin('client_groups as g', 'g.id', 'm.client_group_id')
      .select(['u.email', 'u.first_name', 'u.password_hash', 'g.slug'])
      .where('u.email', 'like', '%@demo.highwater.test')
      .where('u.password_hash', 'is not', null)
      .orderBy('u.email')
      .orderBy('g.slug')
      .execute();
    const groups = (email: string) =>
      users.filter((u) => u.email === email && u.slug).map((u) => u.slug);
    expect(groups('ana@demo.highwater.test')).toEqual(['charleston-stormwater', 'miami-beach']);
    expect(groups('ben@demo.highwater.test')).toEqual(['norfolk-resilience']);
    expect(groups('cy@demo.highwater.test')).toEqual([]);
    expect(groups('dee@demo.highwater.test')).toEqual(['norfolk-resilience']);
    expect(groups('eli@demo.highwater.test')).toEqual(['lowcountry-parks']);
    const ana = users.find((u) => u.email === 'ana@demo.highwater.test');
    expect(ana?.first_name).toBe('Ana');
    expect(await verifyPassword(DEMO_PASSWORD, ana?.password_hash ?? null)).toBe(true);
  });

  it('varies project settings and gives every project ordered statuses with one default', async () => {
    const projects = await t.db.selectFrom('projects').selectAll().orderBy('id').execute();
    expect(new Set(projects.map((p) => p.show_severity))).toEqual(new Set([true, false]));
    expect(new Set(projects.map((p) => p.allow_exports))).toEqual(new Set([true, false]));
    expect(new Set(projects.map((p) => p.show_internal_notes))).toEqual(new Set([true, false]));
    expect(projects.some((p) => p.rolling_time_range_days === 30)).toBe(true);
    expect(projects.some((p) => p.end_date !== null && p.end_date < DEMO_NOW)).toBe(true);
    const statuses = await t.db.selectFrom('statuses').selectAll().orderBy('id').execute();
    for (const project of projects) {
      const own = statuses.filter((s) => s.project_id === project.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.filter((s) => s.is_default)).toHaveLength(1);
      expect(own.every((s) => Array.isArray(s.quick_replies) && s.quick_replies.length > 0)).toBe(
        true,
      );
    }
  });

  it('asks questions of every data type', async () => {
    const rows = await t.db.selectFrom('questions').select('data_type').distinct().execute();
    expect(rows.map((r) => r.data_type).sort()).toEqual([...DATA_TYPES].sort());
    const answered = await sql<{ data_type: string }>`
      SELECT DISTINCT q.data_type FROM structured_answers a JOIN questions q ON q.id = a.question_id
      ORDER BY q.data_type
    `.execute(t.db);
    expect(answered.rows.map((r) => r.data_type)).toEqual([...DATA_TYPES].sort());
  });

  it('has exactly one ongoing weather event, and links posts observed during events', async () => {
    const ongoing = await t.db
      .selectFrom('weather_events')
      .select(['start_date'])
      .where('end_date', 'is', null)
      .execute();
    expect(ongoing).toHaveLength(1);
    expect(ongoing[0]!.start_date < DEMO_NOW).toBe(true);
    const links = await sql<{ n: number; outside: number }>`
      SELECT count(*)::int AS n,
        count(*) FILTER (WHERE p.observed_at < e.start_date
          OR (e.end_date IS NOT NULL AND p.observed_at > e.end_date))::int AS outside
      FROM post_weather_events pe
      JOIN posts p ON p.id = pe.post_id
      JOIN weather_events e ON e.id = pe.weather_event_id
    `.execute(t.db);
    expect(links.rows[0]!.n).toBeGreaterThan(50);
    expect(links.rows[0]!.outside).toBe(0);
  });

  it('stores region shapes with their boxes and precomputes membership by point in polygon', async () => {
    const regions = await t.db.selectFrom('regions').selectAll().orderBy('id').execute();
    const shapes = regions.map((r) => parseAreaGeometry(r.geojson));
    expect(shapes.every((s) => s !== null)).toBe(true);
    expect(shapes.some((s) => s?.type === 'MultiPolygon')).toBe(true);
    expect(shapes.some((s) => s?.type === 'Polygon' && s.coordinates.length > 1)).toBe(true);
    for (const region of regions) expect(region.min_lng).toBeLessThan(region.max_lng);

    const posts = await t.db
      .selectFrom('posts')
      .select(['id', 'project_id', 'lat', 'lng'])
      .execute();
    const members = await t.db.selectFrom('post_regions').selectAll().execute();
    const memberKeys = new Set(members.map((m) => `${m.post_id}:${m.region_id}`));
    let expected = 0;
    for (const post of posts) {
      for (const [i, region] of regions.entries()) {
        if (region.project_id !== post.project_id) continue;
        const inside = pointInArea(post.lng, post.lat, shapes[i]!);
        if (inside) expected++;
        expect(memberKeys.has(`${post.id}:${region.id}`)).toBe(inside);
      }
    }
    expect(members.length).toBe(expected);
    expect(expected).toBeGreaterThan(DEMO_TEST_POSTS / 5);
  });

  it('describes posts in English and Spanish, with severity, AI metrics and weather', async () => {
    const posts = await t.db.selectFrom('posts').selectAll().orderBy('id').execute();
    expect(posts.some((p) => /\bwater\b/i.test(p.content))).toBe(true);
    expect(posts.some((p) => /\bagua\b/i.test(p.content))).toBe(true);
    expect(new Set(posts.map((p) => p.severity_level))).toEqual(new Set([0, 1, 2, 3, 4, 5, null]));
    expect(posts.some((p) => p.severity_level_adjusted === true)).toBe(true);
    const metrics = posts.flatMap((p) => Object.values(p.ai_metrics ?? {}));
    expect(metrics.every((m) => m >= 0 && m <= 1)).toBe(true);
    expect(metrics.some((m) => m >= 0.4 && m < 0.6)).toBe(true);
    expect(posts.some((p) => p.featured)).toBe(true);
    expect(posts.every((p) => p.observed_at <= DEMO_NOW && p.created_at <= DEMO_NOW)).toBe(true);
    expect(posts.every((p) => p.location === null || p.location.endsWith(', United States'))).toBe(
      true,
    );
    const weather = posts.find((p) => p.weather_details)?.weather_details;
    for (const field of [
      'actual_temp',
      'feels_like',
      'precipitation_12hr',
      'wind_speed',
    ] as const) {
      expect(typeof weather?.[field], field).toBe('number');
    }
    expect(typeof weather?.summary).toBe('string');
  });

  it('keeps last_comment_at equal to the latest comment of each post', async () => {
    const { rows } = await sql<{ wrong: number; commented: number }>`
      SELECT
        count(*) FILTER (WHERE p.last_comment_at IS DISTINCT FROM c.latest)::int AS wrong,
        count(c.latest)::int AS commented
      FROM posts p
      LEFT JOIN (SELECT post_id, max(created_at) AS latest FROM comments GROUP BY post_id) c
        ON c.post_id = p.id
    `.execute(t.db);
    expect(rows[0]!.wrong).toBe(0);
    expect(rows[0]!.commented).toBeGreaterThan(5);
    const notes = await t.db
      .selectFrom('comments')
      .select('is_internal_note')
      .distinct()
      .orderBy('is_internal_note')
      .execute();
    expect(notes.map((n) => n.is_internal_note)).toEqual([false, true]);
  });

  it('has public reporters without e-mail or password', async () => {
    const reporters = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'avatar_url'])
      .where('email', 'is', null)
      .where('password_hash', 'is', null)
      .execute();
    expect(reporters.length).toBeGreaterThan(50);
    expect(reporters.every((r) => r.first_name && r.last_name)).toBe(true);
    expect(reporters.some((r) => r.avatar_url?.startsWith('/media/'))).toBe(true);
    expect(reporters.some((r) => r.avatar_url === null)).toBe(true);
  });

  it('stores real JPEG photos and MP4 videos for the media rows', async () => {
    const media = await t.db
      .selectFrom('media')
      .select(['type', 'mime_type', 'storage_key', 'thumbnail_key', 'width', 'mux_playback_id'])
      .orderBy('id')
      .execute();
    expect(new Set(media.map((m) => m.type))).toEqual(new Set(['image', 'video']));
    const keys = new Set(
      media.flatMap((m) => [m.thumbnail_key ?? '', m.type === 'image' ? m.storage_key : '']),
    );
    keys.delete('');
    for (const key of keys) {
      const info = await sharp(path.join(t.config.mediaDir, key)).metadata();
      expect(info.format, key).toBe('jpeg');
    }
    const widths = new Set(media.filter((m) => m.type === 'image').map((m) => m.width));
    expect(widths).toEqual(new Set([1600, 800]));
    const videos = media.filter((m) => m.type === 'video');
    expect(videos.every((v) => v.mime_type === 'video/mp4' && v.mux_playback_id)).toBe(true);
    const mp4 = await readFile(path.join(t.config.mediaDir, videos[0]!.storage_key));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const served = await t.app.inject({ method: 'GET', url: `/media/${[...keys][0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('never shows one photo twice in a sighting', async () => {
    const repeats = await t.db
      .selectFrom('media')
      .select(['post_id', 'thumbnail_key'])
      .where('type', '=', 'image')
      .where('post_id', 'is not', null)
      .groupBy(['post_id', 'thumbnail_key'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(repeats).toEqual([]);
  });

  it('has flood extents and storm drains near the reported streets', async () => {
    const extents = await t.db.selectFrom('flood_extents').select('geojson').execute();
    expect(extents.length).toBeGreaterThan(20);
    expect(extents.every((e) => parseAreaGeometry(e.geojson) !== null)).toBe(true);
    const { rows } = await sql<{ drains: number; near: number }>`
      SELECT (SELECT count(*)::int FROM storm_drains) AS drains,
        count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM storm_drains d
          WHERE d.lat BETWEEN p.lat - 0.001 AND p.lat + 0.001
            AND d.lng BETWEEN p.lng - 0.0011 AND p.lng + 0.0011
            AND 6371000 * 2 * asin(sqrt(power(sin(radians(d.lat - p.lat) / 2), 2)
              + cos(radians(p.lat)) * cos(radians(d.lat)) * power(sin(radians(d.lng - p.lng) / 2), 2)))
              <= ${STORM_DRAIN_RADIUS_M}
        ))::int AS near
      FROM posts p
    `.execute(t.db);
    expect(rows[0]!.drains).toBeGreaterThan(1_000);
    expect(rows[0]!.near).toBeGreaterThan(DEMO_TEST_POSTS / 2);
  });

  it('reports spots again from their address, at the very same coordinates, in every large project', async () => {
    const { rows } = await sql<{ project_id: number; posts: number; shared: number }>`
      SELECT p.project_id, count(*)::int AS posts,
        count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM posts q
          WHERE q.project_id = p.project_id AND q.id <> p.id AND q.lat = p.lat AND q.lng = p.lng
        ))::int AS shared
      FROM posts p GROUP BY p.project_id
    `.execute(t.db);
    const large = rows.filter((row) => row.posts >= 100);
    expect(large.length).toBeGreaterThan(0);
    for (const row of large) expect(row.shared, `project ${row.project_id}`).toBeGreaterThan(1);
  });

  it('does nothing when loaded again', async () => {
    const before = await postsDigest(t.db);
    const users = await count('users');
    await loadDemoDataIfEmpty(t.db, t.storage, t.config, () => undefined, { now: new Date() });
    expect(await count('users')).toBe(users);
    expect(await count('posts')).toBe(DEMO_TEST_POSTS);
    expect(await postsDigest(t.db)).toBe(before);
  });

  it('comes out the same from the same seed, and differently from another', async () => {
    const again = await demoTestApp();
    const other = await demoTestApp({ seed: 7 });
    try {
      expect(await postsDigest(again.db)).toBe(await postsDigest(t.db));
      expect(await postsDigest(other.db)).not.toBe(await postsDigest(t.db));
    } finally {
      await again.close();
      await other.close();
    }
  });
});
