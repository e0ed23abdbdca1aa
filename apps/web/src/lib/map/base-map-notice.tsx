import { useTranslation } from 'react-i18next';
import type { BaseLayer } from './base-layer.ts';
import type { BaseStyleNotice } from './base-style-notice.ts';

interface BaseMapNoticeProps {
  notice: BaseStyleNotice;
  layer: BaseLayer;
  className: string;
}

/** What a map says when it shows the built-in map instead of the chosen base layer. */
export function BaseMapNotice({ notice, layer, className }: BaseMapNoticeProps) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <p className={className} role="status">
      {notice === 'fallback'
        ? t('map.offline_notice', { layer: t(`map.layer_${layer}`) })
        : t('map.imagery_unavailable')}
    </p>
  );
}
