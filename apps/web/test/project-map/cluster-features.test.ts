import { describe, expect, it } from 'vitest';
import type { DensityBin } from '@highwater/core/api/density';
import { clusterFeatures } from '@/features/project-map/map/cluster-features.ts';

const bins: DensityBin[] = [
  { x: 294, y: 400, lng: -76.29, lat: 36.85, count: 12_345 },
  { x: 295, y: 400, lng: -75.94, lat: 36.85, count: 7 },
];

describe('the clusters drawn for a capped view', () => {
  it("puts one point per cell at the cell's centre, keeping its count", () => {
    const features = clusterFeatures(bins, 'en');
    expect(features.type).toBe('FeatureCollection');
    expect(features.features.map((f) => f.geometry)).toEqual([
      { type: 'Point', coordinates: [-76.29, 36.85] },
      { type: 'Point', coordinates: [-75.94, 36.85] },
    ]);
    expect(features.features.map((f) => f.properties.count)).toEqual([12_345, 7]);
  });

  it("shortens the label in the reader's language, and leaves small counts whole", () => {
    const label = (locale: string) =>
      clusterFeatures(bins, locale).features.map((f) => f.properties.label);
    expect(label('en')).toEqual(['12.3K', '7']);
    // Spanish puts a no-break space before "mil", so the label never wraps.
    expect(label('es')).toEqual(['12,3\u00a0mil', '7']);
  });

  it('draws nothing for a view without sightings', () => {
    expect(clusterFeatures([], 'en').features).toEqual([]);
  });
});
