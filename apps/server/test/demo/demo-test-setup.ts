import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';
import { loadDemoDataIfEmpty, type DemoOptions } from '@/demo/load-demo-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The moment the test data sets are built around, so runs compare equal. */
export const DEMO_NOW = new Date('2026-11-20T15:30:00.000Z');
export const DEMO_TEST_POSTS = 500;

// Drawn once per machine: media keys carry a version, so a shared folder is safe to reuse.
const MEDIA_DIR = path.join(tmpdir(), 'highwater-test-demo-media');

export async function demoTestApp(options: DemoOptions = {}): Promise<TestApp> {
  const t = await createTestApp({ DEMO_POSTS: String(DEMO_TEST_POSTS), MEDIA_DIR });
  await loadDemoDataIfEmpty(t.db, t.storage, t.config, () => undefined, {
    now: DEMO_NOW,
    ...options,
  });
  return t;
}

/** A digest of the generated posts' main columns, in id order. */
export async function postsDigest(db: Db): Promise<string> {
  const { rows } = await sql<{ digest: string }>`
    SELECT md5(string_agg(
      concat_ws('|', id, project_id, author_id, lat, lng, location, content, status_id, featured,
        observed_at, created_at, last_comment_at, severity_level, severity_level_adjusted,
        ai_metrics::text, weather_details::text),
      E'\n' ORDER BY id)) AS digest
    FROM posts
  `.execute(db);
  return rows[0]?.digest ?? '';
}
