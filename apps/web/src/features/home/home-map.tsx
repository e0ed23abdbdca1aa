import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_MAP_ZOOM } from '@highwater/core/constants';
import { useConfig } from '@/lib/config-context.tsx';
import { BaseMapNotice } from '@/lib/map/base-map-notice.tsx';
import { useBaseLayer } from '@/lib/map/base-layer.ts';
import { useBaseStyle } from '@/lib/map/use-base-style.ts';
import { addZoomButtons, useMapInstance } from '@/lib/map/use-map-instance.ts';

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
  const [busy, setBusy] = useState(true);
  // The centre only matters when the map is created.
  const center = lng !== null && lat !== null ? ([lng, lat] as [number, number]) : null;

  const { handle, failure } = useMapInstance(
    container,
    () => ({
      center: center ?? FALLBACK_CENTER,
      zoom: center ? HOME_MAP_ZOOM : FALLBACK_ZOOM,
    }),
    (made) => {
      made.map.on('dataloading', () => setBusy(true));
      made.map.on('idle', () => setBusy(false));
      addZoomButtons(made);
      if (!center) return;
      const dot = document.createElement('div');
      dot.className = 'user-location';
      dot.setAttribute('aria-hidden', 'true');
      new made.maplibre.Marker({ element: dot }).setLngLat(center).addTo(made.map);
    },
  );
  const baseStyle = useBaseStyle(handle?.map ?? null, config, layer);
  const shownFailure = failure || baseStyle.failure;

  return (
    <div className="home-map">
      <div
        ref={container}
        className="home-map__canvas"
        role="region"
        aria-label={t('map.label')}
        aria-busy={busy}
      />
      <BaseMapNotice notice={baseStyle.notice} layer={layer} className="map-notice" />
      {shownFailure && (
        <p className="map-notice map-notice--error" role="alert">
          {t('map.failed')}
        </p>
      )}
    </div>
  );
}
