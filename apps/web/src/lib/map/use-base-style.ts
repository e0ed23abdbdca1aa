import { useEffect, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import type { BaseLayer } from './base-layer.ts';
import { baseStyleNotice } from './base-style-notice.ts';
import { mapStyleSource } from './map-style.ts';
import { logError } from '../error-reporting.ts';
import { fallBackToOfflineStyle } from './offline-fallback.ts';
import { resolveStyle } from './resolve-style.ts';

/**
 * Keeps the map's base style in step with the stored street/satellite choice, falling back to the
 * built-in offline style when a configured online one cannot load; says which notice to show.
 */
export function useBaseStyle(
  map: MapLibreMap | null,
  config: Pick<RuntimeConfig, 'mapStyles'>,
  layer: BaseLayer,
) {
  // Which choice fell back: a new choice starts with a clean slate.
  const [fellBack, setFellBack] = useState<{ config: unknown; layer: BaseLayer } | null>(null);
  const [failure, setFailure] = useState(false);
  const source = mapStyleSource(config, layer);

  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    let stopWatching = () => {};
    const chosen = mapStyleSource(config, layer);
    // A full reload each time: a screen puts its own layers back through the map's transformStyle
    // or on its style events.
    resolveStyle(chosen)
      .then((style) => {
        if (cancelled) return;
        map.setStyle(style, { diff: false });
        if (chosen.kind === 'offline') return;
        stopWatching = fallBackToOfflineStyle(map, () => {
          if (!cancelled) setFellBack({ config, layer });
        });
      })
      .catch((error: unknown) => {
        // The library's own text is for the console; the screen says it in the user's words.
        logError(error);
        setFailure(true);
      });
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [map, config, layer]);

  const failed = fellBack?.config === config && fellBack.layer === layer;
  return { notice: baseStyleNotice(source.kind, layer, failed), failure };
}
