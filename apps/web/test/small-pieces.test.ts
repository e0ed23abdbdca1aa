import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/api-client.ts';
import { fetchMe } from '@/api/get-me.ts';
import { BASE_LAYER_EVENT, readBaseLayer, setBaseLayer } from '@/lib/map/base-layer.ts';
import { currentScreenSize } from '@/lib/screen-size.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const apiAnswering = (body: string, contentType = 'application/json') =>
  createApiClient({
    apiBase: '/api/v2',
    authorization: async () => null,
    origin: 'http://localhost:3000',
    fetch: async () => new Response(body, { headers: { 'content-type': contentType } }),
  });

describe('the current user', () => {
  it('must be an object', async () => {
    await expect(fetchMe(apiAnswering('[1,2]'))).rejects.toThrow(/not an object/);
    await expect(fetchMe(apiAnswering('hello', 'text/plain'))).rejects.toThrow(/not an object/);
    await expect(fetchMe(apiAnswering('{"id":1}'))).resolves.toEqual({ id: 1 });
  });
});

describe('the map base layer preference', () => {
  it('is street unless satellite was chosen, and announces each change', () => {
    expect(readBaseLayer()).toBe('street');
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(BASE_LAYER_EVENT, listener);
    setBaseLayer('satellite');
    setBaseLayer('street');
    window.removeEventListener(BASE_LAYER_EVENT, listener);
    expect(heard).toEqual(['satellite', 'street']);
    expect(readBaseLayer()).toBe('street');
  });
});

describe('screen sizes (spec 000 section 9)', () => {
  const withWidthRem = (rem: number) =>
    vi.stubGlobal('matchMedia', (query: string) => {
      const [, kind, limit] = /\((max|min)-width: ([\d.]+)rem\)/.exec(query) ?? [];
      const matches = kind === 'max' ? rem <= Number(limit) : rem >= Number(limit);
      return { matches, addEventListener() {}, removeEventListener() {} };
    });

  it('is small at or below 32rem, large at or above 64rem, medium between', () => {
    const sizes = [20, 32, 32.5, 63.9, 64, 90].map((rem) => {
      withWidthRem(rem);
      return currentScreenSize();
    });
    expect(sizes).toEqual(['small', 'small', 'medium', 'medium', 'large', 'large']);
  });
});
