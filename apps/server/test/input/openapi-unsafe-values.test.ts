import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEB_CLIENT_ID } from '@highwater/core/constants';
import { MIN_NORMAL } from '@highwater/core/numbers';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';

/**
 * Every operation of the published OpenAPI description, every text and number it takes (path,
 * query, JSON and form bodies): a NUL in text, and a subnormal, infinite or NaN number (also as a
 * coordinate inside near_point and proximity), is answered 400, never 500.
 */

interface Schema {
  type?: string;
  enum?: unknown[];
  items?: Schema | Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  minLength?: number;
  anyOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

type Slot = { in: 'path' | 'query' | 'body'; name: string; kind: 'text' | 'number' };

/** A bad value: the text as sent, and, for JSON bodies, the JSON written in its place. */
interface Bad {
  text: string;
  json: string;
}

const textWithNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([a, b]): Bad => ({ text: `${a}\u0000${b}`, json: JSON.stringify(`${a}\u0000${b}`) }));

const subnormal = fc
  .double({ min: -MIN_NORMAL, max: MIN_NORMAL, noNaN: true })
  .filter((value) => value !== 0 && Math.abs(value) < MIN_NORMAL)
  .map(String);
const badNumberText = fc.oneof(
  subnormal,
  fc.constantFrom('5e-324', '-5e-324', 'Infinity', '-Infinity', 'NaN', '1e400', '-1e999'),
);
/** JSON has no Infinity or NaN; 1e400 parses as Infinity. */
const badNumber = badNumberText.map((text): Bad => ({
  text,
  json: /^-?Infinity$|^NaN$/.test(text) ? '1e400' : text,
}));
/**
 * A coordinate list with one bad number in it, as near_point ('lng,lat,radius'), proximity
 * ('lng,lat') and bbox ('west,south,east,north') take.
 */
const badCoordinates = (good: readonly string[]) =>
  fc.tuple(badNumberText, fc.nat({ max: good.length - 1 })).map(([bad, at]): Bad => {
    const parts = [...good];
    parts[at] = bad;
    return { text: parts.join(','), json: JSON.stringify(parts.join(',')) };
  });
const COORDINATE_TEXTS: Record<string, readonly string[]> = {
  near_point: ['-80.13', '25.79', '100'],
  proximity: ['-80.13', '25.79'],
  bbox: ['-80.2', '25.7', '-80.1', '25.8'],
};

/** Public pages answer a malformed id exactly as an unknown one (404), as their spec says. */
const PAGES_WITH_NOT_FOUND_IDS = new Set(['/p/{postId}', '/profile/{userId}', '/admin/{section}']);

let t: TestApp;
let w: PostWorld;
let doc: OpenApiDoc;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  w = await createPostWorld(t.db);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
});
afterAll(async () => t?.close());

function kindOf(schema: Schema): Slot['kind'] | null {
  const item = Array.isArray(schema.items) ? undefined : schema.items;
  const type = schema.type === 'array' ? item?.type : schema.type;
  if (type === 'string' || schema.anyOf?.some((s) => s.type === 'string')) return 'text';
  if (type === 'number' || type === 'integer') return 'number';
  return null;
}

/** A harmless value for a slot, so each request carries one bad value only. */
function sample(name: string, schema: Schema): unknown {
  const known: Record<string, unknown> = {
    id: w.project.id,
    project_id: w.project.id,
    postId: w.posts[0]!.id,
    userId: w.aliceId,
    section: 'settings',
    '*': 'uploads/photo.jpg',
    q: 'miami',
    bbox: COORDINATE_TEXTS.bbox!.join(','),
    lng: -80.13,
    lat: 25.79,
    client_id: WEB_CLIENT_ID,
    grant_type: 'refresh_token',
    email: 'alice@city.test',
    password: 'not the password',
  };
  if (name in known) return known[name];
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.[0]) return sample(name, schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

interface Call {
  label: string;
  send: (bad: Bad) => Promise<number>;
  arbitrary: fc.Arbitrary<Bad>;
  allowed: number[];
}

function callsOf(path: string, method: string, operation: Operation): Call[] {
  const parameters = (operation.parameters ?? []).filter(
    (p) => p.in === 'path' || p.in === 'query',
  );
  const [contentType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const bodyProperties = Object.entries(body?.schema.properties ?? {});
  const slots: (Slot & { schema: Schema })[] = [
    ...parameters.map((p) => ({ in: p.in as Slot['in'], name: p.name, schema: p.schema })),
    ...bodyProperties.map(([name, schema]) => ({ in: 'body' as const, name, schema })),
  ].flatMap((slot) => {
    const kind = kindOf(slot.schema);
    return kind ? [{ ...slot, kind }] : [];
  });

  return slots.map((slot) => {
    const send = async (bad: Bad): Promise<number> => {
      let url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const param = parameters.find((p) => p.in === 'path' && p.name === name)!;
        const value =
          slot.in === 'path' && slot.name === name ? bad.text : sample(name, param.schema);
        return encodeURIComponent(String(value));
      });
      const query = new URLSearchParams();
      for (const p of parameters.filter((p) => p.in === 'query')) {
        if (slot.in === 'query' && slot.name === p.name) query.append(p.name, bad.text);
        else if (p.required) query.append(p.name, String(sample(p.name, p.schema)));
      }
      if (query.size) url += `?${query.toString()}`;
      const headers: Record<string, string> = { ...bearer(w.aliceToken) };
      let payload: string | undefined;
      if (contentType && body) {
        const values: Record<string, unknown> = {};
        for (const name of body.schema.required ?? []) {
          values[name] = sample(name, body.schema.properties?.[name] ?? {});
        }
        headers['content-type'] = contentType;
        if (contentType === 'application/json') {
          const marker = '"__bad_value__"';
          const json = JSON.stringify({ ...values, [slot.name]: '__bad_value__' });
          payload = json.replace(marker, bad.json);
        } else {
          const form = new URLSearchParams(
            Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]),
          );
          form.set(slot.name, bad.text);
          payload = form.toString();
          headers.origin = t.config.publicOrigin;
          headers['sec-fetch-site'] = 'same-origin';
        }
      }
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      return res.statusCode;
    };
    const coordinates = COORDINATE_TEXTS[slot.name];
    const arbitrary =
      slot.kind === 'number'
        ? badNumber
        : coordinates
          ? fc.oneof(textWithNul, badCoordinates(coordinates))
          : textWithNul;
    const allowed = slot.in === 'path' && PAGES_WITH_NOT_FOUND_IDS.has(path) ? [400, 404] : [400];
    return {
      label: `${method.toUpperCase()} ${path} ${slot.in}:${slot.name}`,
      send,
      arbitrary,
      allowed,
    };
  });
}

it('answers 400, never 500, to NUL text and abnormal numbers in every parameter of every operation', async () => {
  const calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => callsOf(path, method, operation)),
  );
  // The description really covers the API: the filtered posts calls, the sign-in service, pages.
  const labels = calls.map((call) => call.label);
  for (const expected of [
    'GET /api/v3/cx/local-projects/{id}/posts query:near_point',
    'GET /api/v3/cx/local-projects/{id}/posts/points query:near_point',
    'GET /api/v3/cx/local-projects/{id}/posts/histogram query:near_point',
    'GET /api/v3/cx/local-projects/{id}/posts/density query:bbox',
    'GET /api/v3/cx/local-projects/{id}/posts/density query:zoom',
    'GET /api/v3/cx/local-projects/{id}/export-posts query:near_point',
    'GET /api/v3/cx/places query:proximity',
    'GET /api/v3/cx/places/reverse query:lat',
    'POST /api/v3/cx/saved-searches body:title',
    'GET /identity/authorize query:client_id',
    'POST /identity/login body:email',
    'POST /identity/token body:refresh_token',
  ]) {
    expect(labels).toContain(expected);
  }

  const failures: string[] = [];
  for (const call of calls) {
    await fc.assert(
      fc.asyncProperty(call.arbitrary, async (bad) => {
        const status = await call.send(bad);
        if (!call.allowed.includes(status)) {
          failures.push(`${call.label} ${JSON.stringify(bad.text)} → ${status}`);
        }
      }),
      { numRuns: 6 },
    );
  }
  expect(failures).toEqual([]);
});
