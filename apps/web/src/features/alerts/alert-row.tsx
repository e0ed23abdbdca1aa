import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { Alert } from '@highwater/core/api/alerts';
import { relativeTime } from '@highwater/core/format/relative-time';
import { SEVERITY_LEVELS } from '@highwater/core/severity';
import { SeveritySwatch, useSeverityName } from '@/ui/severity-mark.tsx';

/** One alert in the bell's list: where, which search, how severe, when; unread ones stand out. */
export function AlertRow({ alert, onOpen }: { alert: Alert; onOpen: (alert: Alert) => void }) {
  const { t, i18n } = useTranslation();
  const severityName = useSeverityName();
  const level = SEVERITY_LEVELS.find((item) => item.level === alert.post.severity_level)?.level;
  const place = alert.post.location || t('alerts.no_location');
  return (
    <li>
      <Button
        className={`alert-row${alert.read ? '' : ' alert-row--unread'}`}
        onPress={() => onOpen(alert)}
      >
        <span className="alert-row__dot" aria-hidden="true" />
        <span className="alert-row__body">
          <span className="alert-row__place">
            {!alert.read && <span className="visually-hidden">{t('alerts.unread')}: </span>}
            {place}
          </span>
          <span className="alert-row__search">
            {t('alerts.matches', { title: alert.saved_search.title })}
          </span>
          <span className="alert-row__facts">
            {alert.project.show_severity &&
              (level !== undefined ? (
                <>
                  <SeveritySwatch level={level} />
                  <span>{t('alerts.severity', { level, name: severityName(level) })}</span>
                </>
              ) : (
                <span>{t('alerts.not_assessed')}</span>
              ))}
            {alert.post.status_name && (
              <span>
                {alert.project.show_severity && '· '}
                {alert.post.status_name}
              </span>
            )}
          </span>
        </span>
        <time className="alert-row__time" dateTime={alert.created_at}>
          {relativeTime(new Date(alert.created_at), new Date(), i18n.language)}
        </time>
      </Button>
    </li>
  );
}
