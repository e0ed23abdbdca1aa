import { useTranslation } from 'react-i18next';
import { SEVERITY_LEVELS, type SeverityLevel } from '@highwater/core/severity';
import { AppDialog } from '@/ui/dialog.tsx';
import { SeveritySwatch, useSeverityName } from '../filters/severity-mark.tsx';

function useHeight() {
  const { t } = useTranslation();
  return (level: SeverityLevel) => {
    if (level.maxInches === 0) return t('projectmap.height_zero');
    if (level.maxInches === null) return t('projectmap.height_over', { min: level.minInches });
    if (level.minInches === 0) return t('projectmap.height_under', { max: level.maxInches });
    return t('projectmap.height_between', { min: level.minInches, max: level.maxInches });
  };
}

/** The map's help (`legend`): what points, colours and marks mean, and the severity levels. */
export function LegendDialog({
  isOpen,
  onClose,
  showSeverity,
}: {
  isOpen: boolean;
  onClose: () => void;
  showSeverity: boolean;
}) {
  const { t } = useTranslation();
  const severityName = useSeverityName();
  const height = useHeight();
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('projectmap.legend_title')}>
      <div className="legend">
        <p>{t('projectmap.legend_points')}</p>
        {!showSeverity && (
          <ul className="legend__marks">
            <li>
              <span className="legend-point legend-point--unseen" aria-hidden="true" />
              {t('projectmap.legend_unseen')}
            </li>
            <li>
              <span className="legend-point legend-point--seen" aria-hidden="true" />
              {t('projectmap.legend_seen')}
            </li>
            <li>
              <span className="legend-point legend-point--featured" aria-hidden="true" />
              {t('projectmap.legend_featured')}
            </li>
          </ul>
        )}
        <p>{t('projectmap.legend_selected')}</p>
        {showSeverity && (
          <>
            <p>{t('projectmap.legend_severity_intro')}</p>
            <table className="legend__levels">
              <thead>
                <tr>
                  <th scope="col">{t('projectmap.legend_level')}</th>
                  <th scope="col">{t('projectmap.legend_name')}</th>
                  <th scope="col">{t('projectmap.legend_height')}</th>
                </tr>
              </thead>
              <tbody>
                {SEVERITY_LEVELS.map((level) => (
                  <tr key={level.level}>
                    <td>
                      <SeveritySwatch level={level.level} />
                    </td>
                    <td>{severityName(level.level)}</td>
                    <td>{height(level)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <p className="muted">{t('projectmap.legend_timeline')}</p>
      </div>
    </AppDialog>
  );
}
