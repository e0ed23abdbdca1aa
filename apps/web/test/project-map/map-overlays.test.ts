import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import {
  overlayLayers,
  updateOverlayLayers,
  withOverlays,
  type OverlayOptions,
} from '@/features/project-map/map/map-overlays.ts';
import { readPointPalette } from '@/features/project-map/map/point-palette.ts';

type Layer = LayerSpecification & {
  paint?: Record<string, unknown>;
  layout?: Record<string, unknown>;
};

/**
 * A map's layers as MapLibre keeps them, and every change made to them, in order. It can neither
 * remove nor add a layer: the screen's layers are changed where they are.
 */
class LayersMap {
  readonly layers: Layer[];
  readonly changes: string[] = [];
  constructor(style: StyleSpecification) {
    this.layers = structuredClone(style.layers);
  }
  private layer(id: string): Layer {
    const layer = this.layers.find((candidate) => candidate.id === id);
    if (!layer) throw new Error(`No layer ${id}`);
    return layer;
  }
  getLayer(id: string) {
    return this.layers.find((layer) => layer.id === id);
  }
  // MapLibre leaves a property given the value it has alone.
  setPaintProperty(id: string, name: string, value: unknown) {
    const layer = this.layer(id);
    if (JSON.stringify(layer.paint?.[name]) === JSON.stringify(value)) return;
    this.changes.push(`paint ${id} ${name}`);
    layer.paint = { ...layer.paint, [name]: value };
  }
  setLayoutProperty(id: string, name: string, value: unknown) {
    const layer = this.layer(id);
    if (JSON.stringify(layer.layout?.[name]) === JSON.stringify(value)) return;
    this.changes.push(`layout ${id} ${name}`);
    layer.layout = { ...layer.layout, [name]: value };
  }
}

const BASE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'water', type: 'background', paint: { 'background-color': '#a9cde2' } }],
};
const palette = readPointPalette(document.documentElement);
const asLayers = { palette, showSeverity: true, display: 'layer' } satisfies OverlayOptions;

function mapWith(options: OverlayOptions) {
  const map = new LayersMap(withOverlays(BASE, options));
  return { map, asMapLibre: map as unknown as MapLibreMap };
}

describe("the screen's layers brought to new options", () => {
  it('hides the points by their visibility alone, removing and adding no layer', () => {
    const { map, asMapLibre } = mapWith(asLayers);
    updateOverlayLayers(asMapLibre, { ...asLayers, display: 'hidden' });
    expect(map.changes).toEqual([
      'layout hw-points-halo visibility',
      'layout hw-points visibility',
      'layout hw-points-featured visibility',
      'layout hw-points-count visibility',
    ]);
    expect(map.layers).toEqual(withOverlays(BASE, { ...asLayers, display: 'hidden' }).layers);
  });

  it('changes nothing when the options are the same', () => {
    const { map, asMapLibre } = mapWith(asLayers);
    updateOverlayLayers(asMapLibre, asLayers);
    expect(map.changes).toEqual([]);
  });

  it('recolours and reorders the points for a project without severities, in place', () => {
    const { map, asMapLibre } = mapWith(asLayers);
    const before = map.layers.map((layer) => layer.id);
    updateOverlayLayers(asMapLibre, { ...asLayers, showSeverity: false });
    expect(map.changes).toEqual([
      'paint hw-points circle-color',
      'layout hw-points circle-sort-key',
      'layout hw-points-count symbol-sort-key',
    ]);
    expect(map.layers.map((layer) => layer.id)).toEqual(before);
    const points = map.getLayer('hw-points');
    const wanted = overlayLayers({ ...asLayers, showSeverity: false }).find(
      (layer) => layer.id === 'hw-points',
    );
    expect(points).toEqual(wanted);
  });

  it('keeps count badges off one another, the most severe placed first', () => {
    const badges = overlayLayers(asLayers).find((layer) => layer.id === 'hw-points-count');
    expect(badges?.layout).toMatchObject({
      'icon-allow-overlap': false,
      'icon-ignore-placement': false,
      // MapLibre places lower keys first: by severity, then the bigger group.
      'symbol-sort-key': [
        '-',
        0,
        ['+', ['*', ['get', 'severity'], 10_000], ['min', ['get', 'count'], 9_999]],
      ],
    });
  });
});
