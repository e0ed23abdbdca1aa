import { useTranslation } from 'react-i18next';
import { SEVERITY_LEVELS } from '@highwater/core/severity';
import { AppDialog } from '@/ui/dialog.tsx';
import { SeveritySwatch, useSeverityHeight, useSeverityName } from '@/ui/severity-mark.tsx';

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
  const height = useSeverityHeight();
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
