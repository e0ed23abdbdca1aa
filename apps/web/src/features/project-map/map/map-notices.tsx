import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import type { BaseLayer } from '@/lib/map/base-layer.ts';
import { BaseMapNotice } from '@/lib/map/base-map-notice.tsx';
import type { BaseStyleNotice } from '@/lib/map/base-style-notice.ts';

interface MapNoticesProps {
  loading: boolean;
  loadFailed: boolean;
  /** The view holds too many sightings to draw one by one: counts per area stand for them. */
  clustered: boolean;
  baseNotice: BaseStyleNotice;
  baseLayer: BaseLayer;
  failure: boolean;
}

/**
 * Small messages on the map: loading, points that failed, counts standing for points, and what
 * the base map can show.
 */
export function MapNotices({
  loading,
  loadFailed,
  clustered,
  baseNotice,
  baseLayer,
  failure,
}: MapNoticesProps) {
  const { t } = useTranslation();
  return (
    <div className="hw-map__notices">
      <p className="hw-map__notice" role="status" hidden={!loading}>
        <LoaderCircle className="hw-map__spinner" size={14} aria-hidden />
        {t('map.loading_points')}
      </p>
      {loadFailed && !loading && (
        <p className="hw-map__notice hw-map__notice--error" role="alert">
          {t('map.points_failed')}
        </p>
      )}
      {clustered && !loading && <p className="hw-map__notice">{t('map.clustered')}</p>}
      <BaseMapNotice notice={baseNotice} layer={baseLayer} className="hw-map__notice" />
      {failure && (
        <p className="hw-map__notice hw-map__notice--error" role="alert">
          {t('map.failed')}
        </p>
      )}
    </div>
  );
}
