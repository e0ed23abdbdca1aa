import type { FeatureCollection, Point } from 'geojson';
import type { DensityBin } from '@highwater/core/api/density';

export interface ClusterProperties {
  count: number;
  /** The count as the map shows it, shortened in the reader's language ("12K", "12 mil"). */
  label: string;
}

/** Labels longer than this many characters ("1,7 mil") are set smaller, to fit the circle. */
export const LONG_CLUSTER_LABEL = 4;

/** The view's counts per cell as one point each, at the cell's centre, for the clusters. */
export function clusterFeatures(
  bins: readonly DensityBin[],
  locale: string,
): FeatureCollection<Point, ClusterProperties> {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return {
    type: 'FeatureCollection',
    features: bins.map((bin) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [bin.lng, bin.lat] },
      properties: { count: bin.count, label: format.format(bin.count) },
    })),
  };
}
