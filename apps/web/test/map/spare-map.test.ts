import type { MapOptions, StyleSpecification } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapLibreModule } from '@/lib/map/use-map-instance.ts';
import {
  discardSpareMap,
  prepareSpareMap,
  rememberMapSize,
  SPARE_MAP_CLASS,
  takeSpareMap,
} from '@/lib/map/spare-map.ts';

/** What MapLibre's Map does that the spare uses, recorded. */
class FakeMap {
  static made: FakeMap[] = [];
  static failing = false;
  removed = false;
  resized = 0;
  jumps: unknown[] = [];
  constructor(readonly options: MapOptions) {
    if (FakeMap.failing) throw new Error('Failed to initialize WebGL');
    FakeMap.made.push(this);
  }
  getContainer() {
    return this.options.container as HTMLElement;
  }
  remove() {
    this.removed = true;
  }
  resize() {
    this.resized++;
  }
  jumpTo(options: unknown) {
    this.jumps.push(options);
  }
}

const maplibre = { Map: FakeMap } as unknown as MapLibreModule;
const english = { 'Map.Title': 'Map' };
const spanish = { 'Map.Title': 'Mapa' };
const style = (name: string): StyleSpecification => ({ version: 8, name, sources: {}, layers: [] });

/** A screen's map container of this size, as the layout would give it. */
function screenMap(width: number, height: number) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: width });
  Object.defineProperty(container, 'clientHeight', { value: height });
  return container;
}

beforeEach(() => {
  FakeMap.made = [];
  FakeMap.failing = false;
  // jsdom has no workers, and so no map; the spare is made only where one can be.
  vi.stubGlobal('Worker', class {});
  // The screen's map was seen before in a window of this size.
  rememberMapSize(screenMap(520, 665));
});

afterEach(() => {
  discardSpareMap();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the spare map made ahead of the map screen', () => {
  it('is drawn off screen with the offline base map until a screen takes it', () => {
    prepareSpareMap(maplibre, english);
    prepareSpareMap(maplibre, english);
    expect(FakeMap.made).toHaveLength(1);
    const [made] = FakeMap.made;
    const element = made!.getContainer();
    expect(element.parentElement).toBe(document.body);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.hasAttribute('inert')).toBe(true);
    expect(element.style.visibility).toBe('hidden');
    expect(element.style.opacity).toBe('0');
    expect((made!.options.style as StyleSpecification).name).toBe('Highwater offline');
    expect(made!.options.locale).toEqual(english);
  });

  it('moves into the screen, at its place, with its transformStyle from then on', () => {
    prepareSpareMap(maplibre, english);
    const [made] = FakeMap.made;
    const transform = made!.options.transformStyle!;
    // Before it is taken, a style is drawn as it is.
    expect(transform(undefined, style('base'))).toEqual(style('base'));

    const container = document.createElement('div');
    const taken = takeSpareMap(
      container,
      {
        center: [-95.4, 29.8],
        zoom: 9,
        transformStyle: (_previous, next) => ({ ...next, name: `${next.name} with points` }),
      },
      english,
    );
    expect(taken).toBe(made);
    const element = made!.getContainer();
    expect(element.parentElement).toBe(container);
    expect(element.classList.contains(SPARE_MAP_CLASS)).toBe(true);
    expect(element.hasAttribute('aria-hidden')).toBe(false);
    expect(element.hasAttribute('inert')).toBe(false);
    expect(element.style.visibility).toBe('');
    expect(element.style.opacity).toBe('');
    expect(made!.resized).toBe(1);
    expect(made!.jumps).toEqual([{ center: [-95.4, 29.8], zoom: 9 }]);
    expect(transform(undefined, style('base')).name).toBe('base with points');
    // Taken once: the next screen makes its own.
    expect(takeSpareMap(document.createElement('div'), {}, english)).toBeNull();
    expect(made!.removed).toBe(false);
  });

  it('is not taken in another language, and goes', () => {
    prepareSpareMap(maplibre, english);
    const [made] = FakeMap.made;
    expect(takeSpareMap(document.createElement('div'), { zoom: 3 }, spanish)).toBeNull();
    expect(made!.removed).toBe(true);
    expect(made!.getContainer().isConnected).toBe(false);
    expect(takeSpareMap(document.createElement('div'), { zoom: 3 }, english)).toBeNull();
  });

  it('goes when no screen takes it within a minute', () => {
    vi.useFakeTimers();
    prepareSpareMap(maplibre, english);
    const [made] = FakeMap.made;
    vi.advanceTimersByTime(59_000);
    expect(made!.removed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(made!.removed).toBe(true);
    expect(takeSpareMap(document.createElement('div'), {}, english)).toBeNull();
  });

  it('is not made where MapLibre cannot make a map, and leaves nothing behind', () => {
    FakeMap.failing = true;
    prepareSpareMap(maplibre, english);
    expect(document.body.children).toHaveLength(0);
    expect(takeSpareMap(document.createElement('div'), {}, english)).toBeNull();

    FakeMap.failing = false;
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    prepareSpareMap(maplibre, english);
    expect(FakeMap.made).toHaveLength(0);
  });

  const spareSize = () => {
    const { width, height } = FakeMap.made.at(-1)!.getContainer().style;
    return [width, height];
  };

  it("is made at the size the screen's map had last time in a window of this size, else not at all", () => {
    prepareSpareMap(maplibre, english);
    expect(spareSize()).toEqual(['520px', '665px']);
    discardSpareMap();

    // Another window size lays the screen out anew: the screen makes its map in place.
    vi.stubGlobal('innerWidth', window.innerWidth + 200);
    prepareSpareMap(maplibre, english);
    expect(FakeMap.made).toHaveLength(1);
    expect(takeSpareMap(document.createElement('div'), {}, english)).toBeNull();
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', class {});

    // Nothing kept (a first visit): none either.
    localStorage.clear();
    prepareSpareMap(maplibre, english);
    expect(FakeMap.made).toHaveLength(1);
    expect(document.body.children).toHaveLength(0);
  });

  it('writes the size only when it changed, and again once the storage was cleared', () => {
    localStorage.clear();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    rememberMapSize(screenMap(520, 665));
    rememberMapSize(screenMap(520, 665));
    expect(setItem).toHaveBeenCalledTimes(1);
    rememberMapSize(screenMap(530, 665));
    expect(setItem).toHaveBeenCalledTimes(2);
    localStorage.clear();
    rememberMapSize(screenMap(530, 665));
    expect(setItem).toHaveBeenCalledTimes(3);
    expect(JSON.parse(localStorage.getItem('highwater.mapSize')!)).toMatchObject({
      map: { width: 530, height: 665 },
    });
    setItem.mockRestore();
  });

  it('keeps no size of a map with none, and reads none from what it did not write', () => {
    localStorage.clear();
    rememberMapSize(screenMap(0, 600));
    expect(localStorage.getItem('highwater.mapSize')).toBeNull();
    for (const kept of [
      'not json',
      '[]',
      JSON.stringify({ window: { width: window.innerWidth, height: window.innerHeight } }),
      JSON.stringify({
        window: { width: window.innerWidth, height: window.innerHeight },
        map: { width: -5, height: 1e9 },
      }),
    ]) {
      localStorage.setItem('highwater.mapSize', kept);
      prepareSpareMap(maplibre, english);
      expect(FakeMap.made).toHaveLength(0);
    }
  });
});
