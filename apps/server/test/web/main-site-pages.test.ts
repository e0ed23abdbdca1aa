import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { seedProjects, type SeededProjects } from '../api/project-fixtures.ts';
import { signIn } from '../identity/sign-in-helpers.ts';

let t: TestApp;
let seed: SeededProjects;
let anaCookie: string;
const anaPosts: number[] = [];
let benPost: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  seed = await seedProjects(db);
  await db
    .updateTable('users')
    .set({ location: 'Norfolk, VA' })
    .where('id', '=', seed.users.ana)
    .execute();
  // A colleague of Ana whose name needs escaping, and a topic only Bayou Parish has.
  const dee = await createUser(db, {
    email: 'dee@harbor.test',
    firstName: '<b>Dee</b>',
    lastName: 'Park',
  });
  await db
    .insertInto('client_group_members')
    .values({ client_group_id: seed.groups.harbor, user_id: dee })
    .execute();
  await db
    .insertInto('investigations')
    .values({ project_id: seed.projects.bay, name: 'Levee seepage', slug: 'levee-seepage' })
    .execute();
  await db
    .insertInto('user_settings')
    .values({
      user_id: seed.users.ana,
      name: 'preferredSystemOfMeasure',
      value: JSON.stringify('METRIC'),
    })
    .execute();

  // Thirteen sightings by Ana, one a day in May 2024, so the oldest falls off the list of twelve.
  for (let day = 1; day <= 13; day += 1) {
    const post = await db
      .insertInto('posts')
      .values({
        project_id: seed.projects.river,
        author_id: seed.users.ana,
        lat: 36.85,
        lng: -76.29,
        location: `${day} Main St, Norfolk, VA, United States`,
        content: 'Water over the road',
        observed_at: `2024-05-${String(day).padStart(2, '0')}T12:00:00Z`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    anaPosts.push(post.id);
  }
  await db
    .insertInto('media')
    .values({
      post_id: anaPosts[12]!,
      type: 'image',
      mime_type: 'image/jpeg',
      storage_key: 'posts/newest.jpg',
      thumbnail_key: 'posts/newest-thumb.jpg',
    })
    .execute();
  const ben = await db
    .insertInto('posts')
    .values({
      project_id: seed.projects.bay,
      author_id: seed.users.ben,
      lat: 29.9,
      lng: -90,
      observed_at: '2024-06-01T00:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  benPost = ben.id;

  anaCookie = (await signIn(t.app, t.config, 'ana@harbor.test')).cookie;
});
afterAll(async () => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /profile/{userId}', () => {
  it('shows first name, last initial, picture, place and the twelve newest sightings', async () => {
    const res = await page(`/profile/${seed.users.ana}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toContain('accept-language');
    const html = res.body;
    expect(html).toContain('<h1>Ana R.</h1>');
    expect(html).toContain('<img class="avatar" src="https://img.test/ana.png"');
    expect(html).toContain('Norfolk, VA');
    const links = [...html.matchAll(/href="\/p\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(links).toEqual(anaPosts.slice(1).reverse());
    expect(html).toContain('<img class="thumb" src="/media/posts/newest-thumb.jpg"');
    expect(html).toContain('13 Main St, Norfolk, VA</span>');
    expect(html).toContain('May 13, 2024');
    expect(html).not.toContain(`/p/${benPost}"`);
    expect(html).not.toMatch(/<script/i);
  });

  it('shows nothing private', async () => {
    const html = (await page(`/profile/${seed.users.ana}`)).body;
    expect(html).not.toContain('ana@harbor.test');
    expect(html).not.toContain('Ruiz');
    expect(html).not.toContain('Harbor City');
    expect(html).not.toContain('River Watch');
    expect(html).not.toContain('36.85');
  });

  it('shows initials for a person without a picture or sightings', async () => {
    const html = (await page(`/profile/${seed.users.cy}`)).body;
    expect(html).toContain('<h1>Cy L.</h1>');
    expect(html).toContain('<span class="avatar initials" aria-hidden="true">CL</span>');
    expect(html).toContain('No public sightings yet.');
  });

  it('answers in Spanish by ?lang or Accept-Language', async () => {
    const byQuery = await page(`/profile/${seed.users.ana}?lang=es`, { 'accept-language': 'en' });
    expect(byQuery.body).toContain('<html lang="es">');
    expect(byQuery.body).toContain('Avistamientos recientes');
    expect(byQuery.body).toContain('13 de mayo de 2024');
    expect(byQuery.body).toContain(`href="/profile/${seed.users.ana}?lang=en"`);
    const byHeader = await page(`/profile/${seed.users.cy}`, { 'accept-language': 'es-MX' });
    expect(byHeader.body).toContain('Todavía no hay avistamientos públicos.');
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999', '12abc'])(
    'answers a 404 page for the unknown or malformed id %s',
    async (id) => {
      const res = await page(`/profile/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Profile not found');
    },
  );

  it('answers the 404 page in Spanish', async () => {
    const res = await page('/profile/999999?lang=es');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Perfil no encontrado');
  });
});

describe('GET /admin/{section}', () => {
  const asAna = (url: string, headers: Record<string, string> = {}) =>
    page(url, { cookie: anaCookie, ...headers });

  it.each(['settings', 'people', 'surveys'])(
    'asks to sign in without a live session (%s)',
    async (section) => {
      for (const cookie of [undefined, 'highwater_identity=not-a-session']) {
        const res = await page(`/admin/${section}`, cookie ? { cookie } : {});
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('Sign in to open the Classic View');
        expect(res.body).toContain('<a class="button" href="/">Sign in</a>');
        expect(res.body).not.toContain('Harbor City');
        expect(res.body).not.toContain('ana@harbor.test');
      }
    },
  );

  it('shows the signed-in person’s own settings', async () => {
    const res = await asAna('/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<h1>Settings</h1>');
    expect(html).toContain('<dd>Ana</dd>');
    expect(html).toContain('<dd>Ruiz</dd>');
    expect(html).toContain('<dd>ana@harbor.test</dd>');
    expect(html).toContain('<dt>Units</dt><dd>Metric</dd>');
    expect(html).toContain('href="/admin/settings?lang=en" aria-current="page"');
    expect(html).not.toMatch(/<script/i);
  });

  it('shows their user groups with their projects, never another group', async () => {
    const html = (await asAna('/admin/user-groups')).body;
    expect(html).toContain('<h2>Harbor City</h2>');
    expect(html).toMatch(/<li>Alpha Tides<\/li>\s*<li>River Watch<\/li>/);
    expect(html).not.toContain('Bayou Parish');
    expect(html).not.toContain('Bay Levels');
  });

  it('asks to sign in to the user groups without a live session', async () => {
    for (const cookie of [undefined, 'highwater_identity=not-a-session']) {
      const res = await page('/admin/user-groups', cookie ? { cookie } : {});
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('<a class="button" href="/">Sign in</a>');
      expect(res.body).not.toContain('Harbor City');
    }
  });

  it('shows the members of their groups, escaped, never another group’s', async () => {
    const html = (await asAna('/admin/people')).body;
    expect(html).toContain('<li>Ana Ruiz</li>');
    expect(html).toContain('<li>&lt;b&gt;Dee&lt;/b&gt; Park</li>');
    expect(html).not.toContain('<b>Dee</b>');
    expect(html).not.toContain('Ben Okafor');
    expect(html).not.toContain('Cy Lee');
    expect(html).not.toContain('dee@harbor.test');
  });

  it('shows the topics and questions of their projects, never another group’s', async () => {
    const html = (await asAna('/admin/surveys')).body;
    expect(html).toContain('River Watch <span class="muted">· Harbor City</span>');
    expect(html).toContain('<h3>Flooding</h3>');
    // Questions in their set order.
    expect(html).toMatch(
      /Road passable\?<\/td><td>Yes or no<\/td>.*Water depth<\/td><td>Decimal number/,
    );
    expect(html).toContain('<td>Shade</td><td>Choice</td>');
    expect(html).not.toContain('Levee seepage');
    expect(html).not.toContain('Bay Levels');
  });

  it('shows nothing of another group to a member of that other group', async () => {
    const ben = (await signIn(t.app, t.config, 'ben@bayou.test')).cookie;
    const html = (await page('/admin/surveys', { cookie: ben })).body;
    expect(html).toContain('<h3>Levee seepage</h3>');
    expect(html).not.toContain('Flooding');
    expect(html).not.toContain('River Watch');
  });

  it('answers in Spanish with ?lang=es', async () => {
    const res = await asAna('/admin/settings?lang=es', { 'accept-language': 'en' });
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<h1>Configuración</h1>');
    expect(res.body).toContain('<dt>Unidades</dt><dd>Métricas</dd>');
    expect(res.body).toContain('Vista Clásica');
    const signedOut = await page('/admin/people?lang=es');
    expect(signedOut.body).toContain('Inicie sesión para abrir la Vista Clásica');
  });

  it.each(['nothing', 'Settings', 'people%2Fx'])(
    'answers a 404 page for the unknown section %s',
    async (section) => {
      for (const headers of [{}, { cookie: anaCookie }] as Record<string, string>[]) {
        const res = await page(`/admin/${section}`, headers);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('Page not found');
      }
    },
  );
});
