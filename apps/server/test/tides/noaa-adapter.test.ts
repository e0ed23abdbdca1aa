import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STATION_FOUND, type TideFound } from '@highwater/core/api/tides';
import { NoaaTideAdapter } from '@/adapters/tides/noaa-tides.ts';
import { OfflineTideAdapter } from '@/adapters/tides/offline-tides.ts';
import {
  hiloAnswer,
  noDataAnswer,
  noMllwAnswer,
  predictionsAnswer,
  waterLevelAnswer,
} from './noaa-fixture.ts';

/** A moment between two highs of the fixture, near Sewells Point (NOAA 8638610). */
const query = { lat: 36.95, lng: -76.33, observedAt: new Date('2026-11-01T10:04:00Z') };
const STEP_MS = 6 * 60_000;
/** Measurements exist until this time; after it only predictions. */
const MEASURED_UNTIL = Date.parse('2026-11-01T12:00:00Z');
const GAP = '2026-11-01 09:00';

const noaaTime = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const fromNoaaDate = (text: string) =>
  Date.parse(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}T${text.slice(9)}:00Z`);

/** 6-minute readings over the asked range; measured ones read 10 cm above the predicted ones. */
function readings(params: URLSearchParams, measured: boolean) {
  const out: { t: string; v: string }[] = [];
  const end = fromNoaaDate(params.get('end_date')!);
  for (let ms = fromNoaaDate(params.get('begin_date')!); ms <= end; ms += STEP_MS) {
    if (measured && ms > MEASURED_UNTIL) break;
    const predicted = 0.5 + 0.35 * Math.cos(((ms / 3_600_000) * 2 * Math.PI) / 12.42);
    const t = noaaTime(ms);
    out.push({ t, v: measured && t === GAP ? '' : (predicted + (measured ? 0.1 : 0)).toFixed(3) });
  }
  return out;
}

let server: Server;
let baseUrl: string;
const requests: URLSearchParams[] = [];
/** How the fixture server behaves for the next lookups. */
let mode: 'mllw' | 'stnd-only' | 'broken' = 'mllw';

beforeAll(async () => {
  server = createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://fixture').searchParams;
    requests.push(params);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'broken') return send(503, { message: 'Service Unavailable' });
    if (mode === 'stnd-only' && params.get('datum') === 'MLLW') return send(200, noMllwAnswer);
    if (params.get('product') === 'water_level') {
      return send(
        200,
        mode === 'stnd-only' ? noDataAnswer : waterLevelAnswer(readings(params, true)),
      );
    }
    if (params.get('interval') === 'hilo') return send(200, hiloAnswer);
    return send(200, predictionsAnswer(readings(params, false)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function adapter(url = baseUrl, fallbacks: unknown[] = []) {
  return new NoaaTideAdapter({
    baseUrl: url,
    timeoutMs: 2_000,
    fallback: new OfflineTideAdapter(),
    onFallback: (error) => fallbacks.push(error),
  });
}

describe('NOAA CO-OPS live water levels', () => {
  it('asks for metric levels in GMT above MLLW at the nearest NOAA gauge', async () => {
    mode = 'mllw';
    requests.length = 0;
    const answer = (await adapter().lookup(query)) as TideFound;
    expect(answer.station).toMatchObject({ id: 'noaa/8638610' });
    expect(answer.station.credit).toEqual({
      source: 'NOAA Center for Operational Oceanographic Products and Services (CO-OPS)',
      source_url: 'https://tidesandcurrents.noaa.gov/stationhome.html?id=8638610',
      database: null,
      licence: null,
      changes_url: null,
    });
    expect(requests.map((r) => [r.get('product'), r.get('interval')])).toEqual(
      expect.arrayContaining([
        ['predictions', null],
        ['water_level', null],
        ['predictions', 'hilo'],
      ]),
    );
    for (const r of requests) {
      expect(r.get('station')).toBe('8638610');
      expect(r.get('datum')).toBe('MLLW');
      expect(r.get('units')).toBe('metric');
      expect(r.get('time_zone')).toBe('gmt');
      expect(r.get('format')).toBe('json');
    }
    expect(requests[0]!.get('begin_date')).toBe('20261031 22:00');
    expect(requests[0]!.get('end_date')).toBe('20261101 22:06');
  });

  it('uses the measurements where they exist and the predictions elsewhere', async () => {
    mode = 'mllw';
    const answer = (await adapter().lookup(query)) as TideFound;
    expect(answer.datum).toBe('MLLW');
    expect(answer.source).toBe('observed');
    // 22:00 to 22:06 the next day: the 6-minute marks covering ±12 h around 10:04.
    expect(answer.levels).toHaveLength(242);
    const at = (iso: string) => answer.levels.find((l) => l.timestamp === iso)!;
    const measured = at('2026-11-01T10:00:00.000Z');
    const later = at('2026-11-01T15:00:00.000Z');
    const gap = at('2026-11-01T09:00:00.000Z');
    expect(measured.isPrediction).toBe(false);
    expect(later.isPrediction).toBe(true);
    expect(gap.isPrediction).toBe(true);
    // The fixture's measurements read 10 cm above its predictions.
    const predicted = (iso: string) =>
      0.5 + 0.35 * Math.cos(((Date.parse(iso) / 3_600_000) * 2 * Math.PI) / 12.42);
    expect(measured.level).toBeCloseTo(predicted(measured.timestamp) + 0.1, 3);
    expect(later.level).toBeCloseTo(predicted(later.timestamp), 3);
    expect(answer.levels[answer.closestIndex]!.timestamp).toBe('2026-11-01T10:06:00.000Z');
    expect(answer.previous_high).toEqual({ timestamp: '2026-11-01T06:27:00.000Z', level: 0.749 });
    expect(answer.next_high).toEqual({ timestamp: '2026-11-01T19:01:00.000Z', level: 0.888 });
  });

  it('falls back to the station datum (STND) when the station has no MLLW', async () => {
    mode = 'stnd-only';
    requests.length = 0;
    const answer = (await adapter().lookup(query)) as TideFound;
    expect(answer.datum).toBe('STND');
    // No measurements in reach: the predictions alone.
    expect(answer.source).toBe('prediction');
    expect(answer.levels.every((l) => l.isPrediction)).toBe(true);
    expect(requests[0]!.get('datum')).toBe('MLLW');
    expect(requests.slice(1).every((r) => r.get('datum') === 'STND')).toBe(true);
  });

  it('answers the offline prediction when the service fails', async () => {
    mode = 'broken';
    const fallbacks: unknown[] = [];
    const answer = (await adapter(baseUrl, fallbacks).lookup(query)) as TideFound;
    expect(fallbacks).toHaveLength(1);
    expect(answer).toEqual(await new OfflineTideAdapter().lookup(query));
    expect(answer.source).toBe('prediction');
  });

  it('answers the offline prediction when the service cannot be reached', async () => {
    const fallbacks: unknown[] = [];
    const answer = await adapter('http://127.0.0.1:9', fallbacks).lookup(query);
    expect(fallbacks).toHaveLength(1);
    expect(answer).toEqual(await new OfflineTideAdapter().lookup(query));
  });

  it('has no station far from any coast', async () => {
    const answer = await adapter('http://127.0.0.1:9').lookup({
      lat: 39.74,
      lng: -104.99,
      observedAt: query.observedAt,
    });
    expect(answer).toEqual({ error: NO_STATION_FOUND });
  });
});
