import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { PostsPage } from '@highwater/core/api/posts';
import { csvCell } from '@/domain/csv.ts';
import { exportPosts } from '@/services/export-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from './post-fixtures.ts';

let t: TestApp;
let w: PostWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPostWorld(t.db);
  const dangerous = w.posts[2]!;
  await t.db
    .updateTable('posts')
    .set({ content: '=HYPERLINK("http://evil.test","x"), then "quoted"\nsecond line' })
    .where('id', '=', dangerous.id)
    .execute();
});
afterAll(async () => t?.close());

const exportUrl = (query = '', projectId = w.project.id) =>
  `/api/v3/cx/local-projects/${projectId}/export-posts?${query}`;

describe('GET /local-projects/{id}/export-posts', () => {
  it('streams the list’s rows as a CSV file named after the project', async () => {
    const query = `with_statuses=${w.statuses.closed}&with_statuses=${w.statuses.reviewed}&order_cri=created_at`;
    const res = await t.app.inject({
      method: 'GET',
      url: exportUrl(query),
      headers: bearer(w.aliceToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="floods.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(res.body.slice(1));
    expect(header).toEqual([
      'id',
      'observed_at',
      'created_at',
      'location',
      'lat',
      'lng',
      'status',
      'severity_level',
      'description',
      'topics',
      'link',
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts?${query}&limit=200`,
      headers: bearer(w.aliceToken),
    });
    const items = list.json<PostsPage>().results;
    expect(rows.map((r) => Number(r[0]))).toEqual(items.map((i) => i.id));
    const labels = new Map([
      [w.statuses.closed, "'=Closed"],
      [w.statuses.reviewed, 'Reviewed'],
    ]);
    rows.forEach((row, i) => {
      const item = items[i]!;
      const post = w.posts.find((p) => p.id === item.id)!;
      expect(row.slice(1, 8)).toEqual([
        item.observed_at,
        item.created_at,
        item.location,
        String(item.lat),
        String(item.lng),
        labels.get(item.status_id!),
        item.severity_level === null ? '' : String(item.severity_level),
      ]);
      const topics = [
        ...(post.topicIds.includes(w.topics.drains) ? ['Drains'] : []),
        ...(post.topicIds.includes(w.topics.flooding) ? ['Flooding'] : []),
      ];
      expect(row[9]).toBe(topics.join('; '));
      expect(row[10]).toBe(`${t.config.mainSiteUrl}/p/${item.id}`);
    });
  });

  it('neutralises cells that would run as formulas', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: exportUrl('text=hyperlink'),
      headers: bearer(w.aliceToken),
    });
    const [, row] = parse(res.body.slice(1));
    expect(row![8]).toBe('\'=HYPERLINK("http://evil.test","x"), then "quoted"\nsecond line');
    expect(['=1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
    ]);
    expect(csvCell(-74.01)).toBe('-74.01');
  });

  it('filters like the list, including posts without a severity level', async () => {
    for (const query of [
      'structured_data=severity_level,in,none',
      'structured_data=severity_level,in,1,none',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: exportUrl(query),
        headers: bearer(w.aliceToken),
      });
      expect(res.statusCode).toBe(200);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v3/cx/local-projects/${w.project.id}/posts?${query}&limit=200`,
        headers: bearer(w.aliceToken),
      });
      const ids = list.json<PostsPage>().results.map((r) => r.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(
        parse(res.body.slice(1))
          .slice(1)
          .map((r) => Number(r[0])),
      ).toEqual(ids);
    }
  });

  it('exports every matching post across batches', async () => {
    const file = await exportPosts(t.db, w.aliceId, w.project.id, {}, 'https://site.test', 7);
    let text = '';
    for await (const chunk of file.chunks) text += chunk;
    const ids = parse(text.slice(1))
      .slice(1)
      .map((r) => Number(r[0]));
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('is forbidden when the project does not allow exports, 404 for outsiders, 400 when malformed', async () => {
    const noExport = await t.app.inject({
      method: 'GET',
      url: exportUrl('', w.noExportProject.id),
      headers: bearer(w.aliceToken),
    });
    expect(noExport.statusCode).toBe(403);
    const outsider = await t.app.inject({
      method: 'GET',
      url: exportUrl(),
      headers: bearer(w.bobToken),
    });
    expect(outsider.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: exportUrl('near_point=1,2'),
      headers: bearer(w.aliceToken),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
