import { useEffect, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import type { BaseLayer } from './base-layer.ts';
import { mapStyleSource } from './map-style.ts';
import { offlineStyle } from './offline-style.ts';
import { fallBackToOfflineStyle, resolveStyle } from './resolve-style.ts';
import { imageryLikeStyle } from './imagery-style.ts';

/**
 * What the map says about its base layer: the configured style could not load (fallback), or
 * satellite was chosen while only the offline map is available (imagery unavailable).
 */
export type BaseStyleNotice = 'fallback' | 'imagery-unavailable' | null;

const offlineFor = async (layer: BaseLayer) => {
  const style = await offlineStyle();
  return layer === 'satellite' ? imageryLikeStyle(style) : style;
};

/** Keeps the map's base style in step with the stored street/satellite choice. */
export function useBaseStyle(
  map: MapLibreMap | null,
  config: Pick<RuntimeConfig, 'mapStyles'>,
  layer: BaseLayer,
) {
  const [notice, setNotice] = useState<BaseStyleNotice>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    let stopWatching = () => {};
    const offline = mapStyleSource(config, layer).kind === 'offline';
    setNotice(offline && layer === 'satellite' ? 'imagery-unavailable' : null);
    // A full reload each time: a screen puts its own layers back through the map's transformStyle
    // or on its style events.
    (offline ? offlineFor(layer) : resolveStyle(config, layer))
      .then((style) => {
        if (cancelled) return;
        map.setStyle(style, { diff: false });
        if (offline) return;
        stopWatching = fallBackToOfflineStyle(map, () => {
          if (cancelled) return;
          setNotice(layer === 'satellite' ? 'imagery-unavailable' : 'fallback');
          if (layer === 'satellite') {
            void offlineFor(layer).then((style) => {
              if (!cancelled) map.setStyle(style, { diff: false });
            });
          }
        });
      })
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [map, config, layer]);

  return { notice, failure };
}
