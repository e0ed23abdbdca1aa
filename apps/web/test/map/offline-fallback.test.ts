import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_MAP_LOAD_BOUND_MS, fallBackToOfflineStyle } from '@/lib/map/offline-fallback.ts';

type Listener = (event: object) => void;

/** The events and style calls of MapLibre's Map that the fallback uses, recorded. */
class FakeMap {
  styles: unknown[] = [];
  styleLoaded = true;
  private listeners = new Map<string, Set<Listener>>();
  on(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  off(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string, event: object) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  isStyleLoaded() {
    return this.styleLoaded;
  }
  setStyle(style: unknown) {
    this.styles.push(style);
  }
}

const imagery = { sourceId: 'imagery', source: { type: 'raster' } };
const posts = { sourceId: 'posts', source: { type: 'geojson' } };
const tile = { tileID: 'z10' };

let stopWatching = () => {};
afterEach(() => {
  stopWatching();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function watch() {
  const map = new FakeMap();
  let fellBack = 0;
  const stop = fallBackToOfflineStyle(map as unknown as MapLibreMap, () => fellBack++);
  stopWatching = stop;
  // The switch happens once MapLibre has finished with the error.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { map, stop, settled, fellBack: () => fellBack };
}

describe('falling back to the built-in map', () => {
  it('switches when the base map’s tiles fail, though the screen’s posts were drawn first', async () => {
    const { map, settled, fellBack } = watch();
    map.fire('sourcedata', { ...posts, tile });
    map.fire('error', { ...imagery, error: new Error('Failed to fetch') });
    await settled();
    expect(fellBack()).toBe(1);
    expect(map.styles.at(-1)).toMatchObject({ sources: { 'base-map': { type: 'vector' } } });
  });

  it('switches when the style itself cannot be read', async () => {
    const { map, settled, fellBack } = watch();
    map.styleLoaded = false;
    map.fire('error', { error: new Error('Failed to fetch') });
    await settled();
    expect(fellBack()).toBe(1);
    // A style that never loaded is dropped first, then the built-in one is set.
    expect(map.styles).toHaveLength(2);
    expect(map.styles[0]).toBeNull();
  });

  it('keeps a base map that drew a tile, and ignores errors of the screen’s own data', async () => {
    const { map, settled, fellBack } = watch();
    map.fire('error', { ...posts, error: new Error('Bad GeoJSON') });
    map.fire('sourcedata', { ...imagery, tile });
    map.fire('error', { ...imagery, error: new Error('Failed to fetch') });
    await settled();
    expect(fellBack()).toBe(0);
    expect(map.styles).toEqual([]);
  });

  it('does nothing once the screen stopped watching, even for an error already on its way', async () => {
    const { map, stop, settled, fellBack } = watch();
    map.fire('error', { ...imagery, error: new Error('Failed to fetch') });
    stop();
    await settled();
    map.fire('error', { ...imagery, error: new Error('Failed to fetch') });
    await settled();
    expect(fellBack()).toBe(0);
    expect(map.styles).toEqual([]);
  });

  it('switches when nothing arrives within the bound, as when requests hang unanswered', async () => {
    vi.useFakeTimers();
    const { map, fellBack } = watch();
    map.styleLoaded = false;
    await vi.advanceTimersByTimeAsync(BASE_MAP_LOAD_BOUND_MS - 1);
    expect(fellBack()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fellBack()).toBe(1);
    expect(map.styles.at(-1)).toMatchObject({ sources: { 'base-map': { type: 'vector' } } });
    // A late error of the hung map changes nothing more.
    map.fire('error', { ...imagery, error: new Error('Failed to fetch') });
    await vi.advanceTimersByTimeAsync(0);
    expect(fellBack()).toBe(1);
  });

  it('keeps a slow base map whose first tile came within the bound', async () => {
    vi.useFakeTimers();
    const { map, fellBack } = watch();
    map.fire('sourcedata', { ...posts, tile });
    await vi.advanceTimersByTimeAsync(BASE_MAP_LOAD_BOUND_MS - 1);
    map.fire('sourcedata', { ...imagery, tile });
    await vi.advanceTimersByTimeAsync(BASE_MAP_LOAD_BOUND_MS * 2);
    expect(fellBack()).toBe(0);
    expect(map.styles).toEqual([]);
  });

  it('counts the bound only while the page shows, as a hidden page asks for no tiles', async () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { fellBack } = watch();
    await vi.advanceTimersByTimeAsync(BASE_MAP_LOAD_BOUND_MS * 2);
    expect(fellBack()).toBe(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(BASE_MAP_LOAD_BOUND_MS);
    expect(fellBack()).toBe(1);
  });

  it('stops the bound with the watch', async () => {
    vi.useFakeTimers();
    const { map, stop, fellBack } = watch();
    stop();
    await vi.advanceTimersByTimeAsync(BASE_MAP_LOAD_BOUND_MS * 2);
    expect(fellBack()).toBe(0);
    expect(map.styles).toEqual([]);
  });
});
