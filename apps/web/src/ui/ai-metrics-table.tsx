import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Meter } from 'react-aria-components';
import { Gauge, House, Ruler, TriangleAlert, Waves } from 'lucide-react';
import { isUnclearProbability, probabilityBand } from '@highwater/core/severity';
import { isKnownMetric, readableMetricKey, type AiMetric } from '@/lib/ai-metrics.ts';
import './ai-metrics.css';

const METRIC_ICONS: Record<string, LucideIcon> = {
  flooding_in_street: Waves,
  flooding_on_private_property: House,
  water_above_curb: Ruler,
};

function useMetricLabel() {
  const { t } = useTranslation();
  return (key: string) =>
    isKnownMetric(key) ? t(`severity.metrics.${key}`) : readableMetricKey(key);
}

/**
 * 'Other details': each AI metric as a meter from 0 to 1 with its icon, label and probability
 * band, flagged 'unclear' between 0.4 and 0.6 (spec 001 section 2).
 */
export function AiMetricsTable({ metrics }: { metrics: readonly AiMetric[] }) {
  const { t, i18n } = useTranslation();
  const label = useMetricLabel();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <ul className="ai-metrics">
      {metrics.map((metric) => {
        const Icon = METRIC_ICONS[metric.key] ?? Gauge;
        const unclear = isUnclearProbability(metric.probability);
        const band = t(`severity.bands.${probabilityBand(metric.probability)}`);
        return (
          <li key={metric.key} className="ai-metric" data-unclear={unclear || undefined}>
            <Meter
              className="ai-metric__meter"
              minValue={0}
              maxValue={1}
              value={metric.probability}
              aria-label={label(metric.key)}
              valueLabel={`${percent.format(metric.probability)}, ${band}`}
            >
              {({ percentage }) => (
                <>
                  <span className="ai-metric__label">
                    <Icon size={16} aria-hidden="true" />
                    {label(metric.key)}
                  </span>
                  <span className="ai-metric__value">
                    {percent.format(metric.probability)} · {band}
                  </span>
                  <span className="ai-metric__track" aria-hidden="true">
                    <span className="ai-metric__fill" style={{ width: `${percentage}%` }} />
                  </span>
                </>
              )}
            </Meter>
            {unclear && (
              <span className="ai-metric__unclear" title={t('severity.unclear_hint')}>
                <TriangleAlert size={14} aria-hidden="true" />
                {t('severity.unclear')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
