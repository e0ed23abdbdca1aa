import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';

let t: TestApp;
let postId: number;
let videoPostId: number;
let barePostId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://highwater.example.org' });
  const db = t.db;
  const author = await createUser(db, {
    email: 'reporter@private.test',
    firstName: 'Marisol',
    lastName: 'vega',
  });
  const group = await db
    .insertInto('client_groups')
    .values({ name: 'Harbor City', slug: 'harbor-city' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('projects')
    .values({ client_group_id: group.id, name: 'River Watch', slug: 'river-watch' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const status = await db
    .insertInto('statuses')
    .values({
      project_id: project.id,
      label: 'Escalated to crews',
      sort_order: 1,
      quick_replies: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const post = await db
    .insertInto('posts')
    .values({
      project_id: project.id,
      author_id: author,
      lat: 36.85,
      lng: -76.29,
      location: '100 Main St, Norfolk, VA 23510, United States',
      content: 'Water up to the curb.\n\n  Storm drain <blocked> & overflowing  \n',
      status_id: status.id,
      observed_at: '2024-05-01T12:30:00Z',
      severity_level: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  postId = post.id;
  await db
    .insertInto('media')
    .values([
      {
        post_id: postId,
        type: 'image',
        mime_type: 'image/jpeg',
        storage_key: 'posts/second.jpg',
        sort_order: 2,
      },
      {
        post_id: postId,
        type: 'image',
        mime_type: 'image/jpeg',
        storage_key: 'posts/first.jpg',
        thumbnail_key: 'posts/first-thumb.jpg',
        width: 1600,
        height: 1200,
        sort_order: 1,
      },
    ])
    .execute();
  await db
    .insertInto('comments')
    .values({
      post_id: postId,
      author_id: author,
      content: 'Crew dispatched, internal only',
      is_internal_note: true,
    })
    .execute();

  const video = await db
    .insertInto('posts')
    .values({
      project_id: project.id,
      lat: 29.95,
      lng: -90.07,
      location: 'Canal St, New Orleans',
      content: 'Street flooded',
      observed_at: '2024-06-02T08:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  videoPostId = video.id;
  await db
    .insertInto('media')
    .values({
      post_id: videoPostId,
      type: 'video',
      mime_type: 'video/mp4',
      storage_key: 'posts/clip.mp4',
      thumbnail_key: 'posts/clip-poster.jpg',
    })
    .execute();

  const bare = await db
    .insertInto('posts')
    .values({ project_id: project.id, lat: 0, lng: 0, observed_at: '2024-01-01T00:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  barePostId = bare.id;
});
afterAll(async () => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /p/{postId}', () => {
  it('shows the photo, place, date and description without signing in', async () => {
    const res = await page(`/p/${postId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toContain('accept-language');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>100 Main St, Norfolk, VA 23510</h1>');
    expect(html).not.toContain('United States');
    expect(html).toContain('<img src="/media/posts/first.jpg"');
    expect(html).toContain('width="1600" height="1200"');
    expect(html).not.toContain('second.jpg');
    expect(html).toContain(
      '<p>Water up to the curb.</p><p>Storm drain &lt;blocked&gt; &amp; overflowing</p>',
    );
    expect(html).toContain('datetime="2024-05-01T12:30:00.000Z"');
    expect(html).toContain('Observed May 1, 2024');
    expect(html).toContain('Reported by Marisol V.');
    expect(html).toContain('<dd>36.85000, -76.29000</dd>');
    expect(html).toContain('href="/posts/' + postId + '"');
    expect(html).toContain(
      '<meta property="og:image" content="https://highwater.example.org/media/posts/first.jpg">',
    );
    expect(html).not.toMatch(/<script/i);
  });

  it('shows nothing private', async () => {
    const html = (await page(`/p/${postId}`)).body;
    expect(html).not.toContain('reporter@private.test');
    expect(html).not.toContain('Crew dispatched');
    expect(html).not.toContain('Escalated to crews');
    expect(html).not.toContain('River Watch');
    expect(html).not.toContain('Harbor City');
  });

  it('answers in Spanish by Accept-Language or ?lang, with a switch between the two', async () => {
    const byHeader = await page(`/p/${postId}`, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(byHeader.body).toContain('<html lang="es">');
    expect(byHeader.body).toContain('Observado el 1 de mayo de 2024');
    expect(byHeader.body).toContain('Reportado por Marisol V.');
    expect(byHeader.body).toContain('<dd>36,85000; -76,29000</dd>');
    const byQuery = await page(`/p/${postId}?lang=es`, { 'accept-language': 'en' });
    expect(byQuery.body).toContain('Avistamiento público');
    expect(byQuery.body).toContain(`href="/p/${postId}?lang=en"`);
    expect(byQuery.body).toContain('aria-current="page">Español');
  });

  it('shows a video with its poster frame', async () => {
    const html = (await page(`/p/${videoPostId}`)).body;
    expect(html).toContain('<video controls preload="metadata" src="/media/posts/clip.mp4"');
    expect(html).toContain('poster="/media/posts/clip-poster.jpg"');
    expect(html).toContain(
      '<meta property="og:image" content="https://highwater.example.org/media/posts/clip-poster.jpg">',
    );
  });

  it('shows a post without media, place or text', async () => {
    const res = await page(`/p/${barePostId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>Sighting ${barePostId}</h1>`);
    expect(res.body).not.toContain('class="media"');
    expect(res.body).not.toContain('Reported by');
  });

  it('answers a 404 page for an unknown post', async () => {
    const res = await page('/p/999999', { 'accept-language': 'es' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Avistamiento no encontrado');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '12abc'])(
    'answers a 400 page for the malformed id %s',
    async (id) => {
      const res = await page(`/p/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('This link is not valid');
    },
  );
});
