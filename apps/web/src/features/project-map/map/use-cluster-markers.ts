import { useEffect, useRef } from 'react';
import type { Marker } from 'maplibre-gl';
import type { Feature, Point } from 'geojson';
import { POINTS_DRAWN_MARK, type PointsDrawnDetail } from '@highwater/core/performance-marks';
import type { MapHandle } from '@/lib/map/use-map-instance.ts';
import { LONG_CLUSTER_LABEL, type ClusterProperties } from './cluster-features.ts';

type Cluster = Feature<Point, ClusterProperties>;

/** The circle's diameter in pixels: it grows with the count's digits, from 28 px for one digit. */
export const clusterDiameter = (count: number) =>
  Math.round(28 + 5 * Math.min(5, Math.max(0, Math.log10(count))));

/**
 * Clusters as DOM buttons (as few point groups are drawn, point-display.ts): on screen as soon as
 * the count is in, without waiting for MapLibre's worker, and each one focusable with a name.
 * A click zooms in on it. Marks the performance timeline once they are on the page.
 */
export function useClusterMarkers(
  handle: MapHandle | null,
  clusters: readonly Cluster[],
  labelOf: (cluster: ClusterProperties) => string,
  onZoomIn: (lng: number, lat: number) => void,
): void {
  const markers = useRef<Marker[]>([]);
  const latestZoomIn = useRef(onZoomIn);
  latestZoomIn.current = onZoomIn;

  useEffect(() => {
    if (!handle) return;
    for (const marker of markers.current) marker.remove();
    markers.current = clusters.map((cluster) => {
      const [lng, lat] = cluster.geometry.coordinates as [number, number];
      const element = document.createElement('button');
      element.type = 'button';
      element.className = 'map-cluster';
      element.textContent = cluster.properties.label;
      element.classList.toggle(
        'map-cluster--long',
        cluster.properties.label.length > LONG_CLUSTER_LABEL,
      );
      element.setAttribute('aria-label', labelOf(cluster.properties));
      element.style.setProperty('--cluster-size', `${clusterDiameter(cluster.properties.count)}px`);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        latestZoomIn.current(lng, lat);
      });
      return new handle.maplibre.Marker({ element, anchor: 'center' })
        .setLngLat([lng, lat])
        .addTo(handle.map);
    });
    if (clusters.length === 0) return;
    const frame = requestAnimationFrame(() => {
      const detail: PointsDrawnDetail = { features: clusters.length };
      performance.mark(POINTS_DRAWN_MARK, { detail });
    });
    return () => cancelAnimationFrame(frame);
  }, [handle, clusters, labelOf]);

  useEffect(
    () => () => {
      for (const marker of markers.current) marker.remove();
      markers.current = [];
    },
    [handle],
  );
}
