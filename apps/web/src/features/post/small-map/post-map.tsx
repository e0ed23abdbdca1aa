import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureCollection } from 'geojson';
import type { Post } from '@highwater/core/api/posts';
import { POST_MAP_ZOOM } from '@highwater/core/constants';
import { useFloodExtents } from '@/api/get-flood-extents.ts';
import { useStormDrains } from '@/api/get-storm-drains.ts';
import { useConfig } from '@/lib/config-context.tsx';
import { useBaseLayer } from '@/lib/map/base-layer.ts';
import { BaseMapNotice } from '@/lib/map/base-map-notice.tsx';
import { useMapLayers } from '@/lib/map/map-layers.ts';
import { useBaseStyle } from '@/lib/map/use-base-style.ts';
import { useMapInstance } from '@/lib/map/use-map-instance.ts';
import { ensurePostLayers } from './post-map-layers.ts';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
const NO_IDS: number[] = [];

/**
 * A small map of the post's street at zoom 16 (phones, spec 001 section 2): its marker and, when
 * the map's layer choices have them on, the flood extents drawn on its photos and the storm drains
 * nearby. Loaded with MapLibre on demand.
 */
export default function PostMap({ post }: { post: Pick<Post, 'id' | 'lat' | 'lng' | 'media'> }) {
  const { t } = useTranslation();
  const config = useConfig();
  const layer = useBaseLayer();
  const container = useRef<HTMLDivElement>(null);
  const center = useRef<[number, number]>([post.lng, post.lat]);
  const photoIds = useMemo(
    () => post.media.filter((item) => item.type === 'image').map((item) => item.id),
    [post.media],
  );
  const choices = useMapLayers();
  const floodExtents = useFloodExtents(choices.floodExtents ? photoIds : NO_IDS);
  const drains = useStormDrains(choices.stormDrains ? { lng: post.lng, lat: post.lat } : null);
  const data = useMemo(
    () => ({
      floodExtents: choices.floodExtents ? (floodExtents as FeatureCollection) : EMPTY,
      stormDrains: choices.stormDrains && drains.data ? (drains.data as FeatureCollection) : EMPTY,
    }),
    [choices.floodExtents, choices.stormDrains, floodExtents, drains.data],
  );
  const latest = useRef(data);

  const { handle, failure } = useMapInstance(
    container,
    () => ({
      center: center.current,
      zoom: POST_MAP_ZOOM,
      // A glance at the street, not a second map to explore: the page keeps scrolling.
      interactive: false,
    }),
    ({ map, maplibre }) => {
      const dot = document.createElement('div');
      dot.className = 'post-map__marker';
      new maplibre.Marker({ element: dot }).setLngLat(center.current).addTo(map);
      map.on('styledata', () => ensurePostLayers(map, latest.current));
    },
  );
  const map = handle?.map ?? null;
  const baseStyle = useBaseStyle(map, config, layer);
  const shownFailure = failure || baseStyle.failure;

  useEffect(() => {
    latest.current = data;
    if (map) ensurePostLayers(map, data);
  }, [map, data]);

  return (
    <div className="post-map">
      <div
        ref={container}
        className="post-map__canvas"
        // A figure, not an image: it holds the map credits' button.
        role="figure"
        aria-label={t('post.small_map.label')}
      />
      <BaseMapNotice notice={baseStyle.notice} layer={layer} className="post-map__notice" />
      {shownFailure && (
        <p className="post-map__notice post-map__notice--error" role="alert">
          {t('post.small_map.failed')}
        </p>
      )}
    </div>
  );
}
