import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { issueTestToken } from '../helpers/auth.ts';
import { createUser } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { upload } from '../uploads/upload-helpers.ts';
import { parseAddressList } from '@/metrics/address-list.ts';

let t: TestApp;
const TOKEN = 'scrape-token-for-tests';
const OUTSIDE = '203.0.113.7';

beforeAll(async () => {
  t = await createTestApp({ METRICS_ALLOW: '127.0.0.1/8,::1,10.20.0.0/16', METRICS_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('GET /metrics', () => {
  it('answers the allowed addresses and ranges in the Prometheus text format', async () => {
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.20.3.4']) {
      const response = await scrape(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    }
  });

  it('answers another address only with the bearer token, and 404 as for no page otherwise', async () => {
    const refused = await scrape(OUTSIDE);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await scrape(OUTSIDE, { authorization: 'Bearer wrong' })).statusCode).toBe(404);
    expect((await scrape(OUTSIDE, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('counts requests by route pattern, method and status, never by the address asked for', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v3/cx/local-projects/123456/events' });
    await t.app.inject({ method: 'GET', url: '/api/v3/cx/local-projects/654321/events' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/987654' });
    const text = (await scrape('127.0.0.1')).body;
    expect(text).toContain(
      'highwater_http_requests_total{method="GET",route="/api/v3/cx/local-projects/:id/events",status="401"} 2',
    );
    expect(text).toMatch(
      /highwater_http_request_duration_seconds_count\{method="GET",route="\/api\/v3\/cx\/local-projects\/:id\/events",status="401"\} 2/,
    );
    expect(text).toMatch(
      /highwater_http_requests_total\{method="GET",route="unmatched",status="404"\} \d/,
    );
    expect(text).not.toMatch(/123456|987654/);
  });

  it('reports the database pool, open live streams, upload bytes and the process', async () => {
    const userId = await createUser(t.db, { email: 'uploader@metrics.test' });
    const photo = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const file = { data: photo, filename: 'a.png', contentType: 'image/png' };
    const uploaded = await upload(t.app, 'photo', file, await issueTestToken(t.db, userId));
    expect(uploaded.statusCode).toBe(200);
    const text = (await scrape('127.0.0.1')).body;
    expect(text).toContain(`highwater_upload_bytes_total{kind="photo"} ${photo.length}`);
    expect(text).toMatch(/highwater_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/highwater_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain('highwater_live_streams_open 0');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('METRICS_ALLOW', () => {
  it('takes addresses and CIDR ranges of both families', () => {
    const list = parseAddressList('METRICS_ALLOW', '192.168.1.0/24, 2001:db8::/32,10.0.0.1');
    expect(list.includes('192.168.1.200')).toBe(true);
    expect(list.includes('192.168.2.1')).toBe(false);
    expect(list.includes('2001:db8::5')).toBe(true);
    expect(list.includes('10.0.0.1')).toBe(true);
    expect(list.includes('10.0.0.2')).toBe(false);
    expect(parseAddressList('METRICS_ALLOW', '').includes('127.0.0.1')).toBe(false);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/'])(
    'refuses %s, naming the setting',
    (entry) => {
      expect(() => parseAddressList('METRICS_ALLOW', entry)).toThrow(
        `Setting METRICS_ALLOW must list IP addresses or CIDR ranges, got "${entry}"`,
      );
    },
  );
});
