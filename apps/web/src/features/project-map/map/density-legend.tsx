import { useTranslation } from 'react-i18next';
import type { DensityDrawing } from './density-bins.ts';

interface DensityLegendProps {
  drawing: DensityDrawing;
  /** The points are left out (too many in view): say how to see them. */
  pointsHidden: boolean;
  failed: boolean;
}

/**
 * The density layer's scale and, in words, how many sightings the view holds: the text
 * alternative of the coloured squares, announced politely as the view changes.
 */
export function DensityLegend({ drawing, pointsHidden, failed }: DensityLegendProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const range = (from: number, to: number) =>
    from === to
      ? number.format(from)
      : t('map.density_range', { from: number.format(from), to: number.format(to) });
  return (
    <section className="density-legend" aria-labelledby="density-legend-title">
      <h2 className="density-legend__title" id="density-legend-title">
        {t('map.density_title')}
      </h2>
      {drawing.classes.length > 0 && (
        <ul className="density-legend__scale">
          {drawing.classes.map((step) => (
            <li key={step.from} className="density-legend__step">
              <span
                className="density-legend__swatch"
                style={{ background: step.color }}
                aria-hidden="true"
              />
              {range(step.from, step.to)}
            </li>
          ))}
        </ul>
      )}
      <p className="density-legend__total" role="status">
        {failed
          ? t('map.density_failed')
          : t('map.density_in_view', {
              count: drawing.total,
              formatted: number.format(drawing.total),
            })}
      </p>
      {!failed && pointsHidden && (
        <p className="density-legend__hint">{t('map.density_zoom_in')}</p>
      )}
    </section>
  );
}
