import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The policy's directives of the web app's own answers, by name. */
async function policy(env: Record<string, string>): Promise<Map<string, string[]>> {
  t = await createTestApp(env);
  const res = await t.app.inject({ method: 'GET', url: '/config.json' });
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const anyHttps = (sources: string[] | undefined) =>
  (sources ?? []).some((source) => source === 'https:' || source === '*' || source === 'https://*');

describe('content security policy', () => {
  it('allows exactly the default base maps’ origins: OpenFreeMap and the USGS imagery', async () => {
    // The test app's maps are offline; blank settings leave the server's defaults.
    const csp = await policy({ MAP_STYLE_STREET: '', MAP_STYLE_SATELLITE: '' });
    const maps = ['https://tiles.openfreemap.org', 'https://basemap.nationalmap.gov'];
    expect(csp.get('connect-src')).toEqual(["'self'", ...maps]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...maps]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('lets the main site on another origin call the API (the report page’s uploads)', async () => {
    const offline = { MAP_STYLE_STREET: 'offline', MAP_STYLE_SATELLITE: 'offline' };
    const csp = await policy({
      ...offline,
      PUBLIC_ORIGIN: 'https://app.highwater.test',
      MAIN_SITE_URL: 'https://www.highwater.test',
    });
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://app.highwater.test']);
  });

  it('allows no outside host at all with the offline maps and the built-in file-transfer page', async () => {
    const csp = await policy({ MAP_STYLE_STREET: 'offline', MAP_STYLE_SATELLITE: 'offline' });
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('lists exactly the configured map, tile, file-transfer and error-report origins', async () => {
    const csp = await policy({
      MAP_STYLE_STREET: 'openfreemap-liberty',
      MAP_STYLE_SATELLITE: 'https://imagery.example.org/tiles/{z}/{y}/{x}.jpg',
      MAP_EXTRA_ORIGINS: 'https://glyphs.example.org',
      FILE_TRANSFER_URL: 'https://drop.example.org/portal',
      FILE_TRANSFER_ORIGINS: 'https://*.portal.example.net',
      SENTRY_DSN: 'https://key@o1.ingest.example.io/42',
    });
    const maps = [
      'https://tiles.openfreemap.org',
      'https://imagery.example.org',
      'https://glyphs.example.org',
    ];
    expect(csp.get('connect-src')).toEqual(["'self'", ...maps, 'https://o1.ingest.example.io']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...maps]);
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://drop.example.org',
      'https://*.portal.example.net',
    ]);
    for (const directive of ['connect-src', 'img-src', 'frame-src', 'default-src']) {
      expect([directive, anyHttps(csp.get(directive))]).toEqual([directive, false]);
    }
  });
});
