import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { HOME_MAP_ZOOM } from '@highwater/core/constants';
import { useConfig } from '@/lib/config-context.tsx';
import { useBaseLayer } from '@/lib/map/base-layer.ts';
import { loadMapLibre } from '@/lib/map/load-maplibre.ts';
import { mapStyleSource } from '@/lib/map/map-style.ts';
import { fallBackToOfflineStyle, resolveStyle } from '@/lib/map/resolve-style.ts';

/** Where the map opens when the user has no location: the contiguous United States. */
const FALLBACK_CENTER: [number, number] = [-96, 38];
const FALLBACK_ZOOM = 3;

interface HomeMapProps {
  lng: number | null;
  lat: number | null;
}

/** The home screen's map, centred on the user; loaded lazily with MapLibre. */
export default function HomeMap({ lng, lat }: HomeMapProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const layer = useBaseLayer();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [offlineNotice, setOfflineNotice] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  // The centre only matters when the map is created.
  const initialCenter = useRef(
    lng !== null && lat !== null ? ([lng, lat] as [number, number]) : null,
  );

  // One map for the life of the screen (StrictMode mounts twice: the first one is removed).
  useEffect(() => {
    let created: MapLibreMap | null = null;
    let cancelled = false;
    loadMapLibre()
      .then((maplibre) => {
        if (cancelled || !container.current) return;
        created = new maplibre.Map({
          container: container.current,
          style: { version: 8, sources: {}, layers: [] },
          center: initialCenter.current ?? FALLBACK_CENTER,
          zoom: initialCenter.current ? HOME_MAP_ZOOM : FALLBACK_ZOOM,
          attributionControl: { compact: true },
        });
        created.on('dataloading', () => setBusy(true));
        created.on('idle', () => setBusy(false));
        created.addControl(new maplibre.NavigationControl({ showCompass: false }), 'bottom-right');
        if (initialCenter.current) {
          const dot = document.createElement('div');
          dot.className = 'user-location';
          dot.setAttribute('aria-hidden', 'true');
          new maplibre.Marker({ element: dot }).setLngLat(initialCenter.current).addTo(created);
        }
        setMap(created);
      })
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, []);

  // The base layer follows the stored preference; a style that cannot load falls back offline.
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    let stopWatching = () => {};
    setOfflineNotice(false);
    resolveStyle(config, layer)
      .then((style) => {
        if (cancelled) return;
        map.setStyle(style);
        if (mapStyleSource(config, layer).kind !== 'offline') {
          stopWatching = fallBackToOfflineStyle(map, () => setOfflineNotice(true));
        }
      })
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [map, config, layer]);

  return (
    <div className="home-map">
      <div
        ref={container}
        className="home-map__canvas"
        role="region"
        aria-label={t('map.label')}
        aria-busy={busy}
      />
      {offlineNotice && (
        <p className="map-notice" role="status">
          {t('map.offline_notice', { layer: t(`map.layer_${layer}`) })}
        </p>
      )}
      {failure && (
        <p className="map-notice map-notice--error" role="alert">
          {t('map.failed', { message: failure })}
        </p>
      )}
    </div>
  );
}
