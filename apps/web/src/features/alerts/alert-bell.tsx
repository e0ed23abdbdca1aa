import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import type { Alert } from '@highwater/core/api/alerts';
import { useAlerts } from '@/api/get-alerts.ts';
import { useMarkAlertRead } from '@/api/mark-alert-read.ts';
import { IconButton } from '@/ui/icon-button.tsx';
import { alertPostPath } from './alert-path.ts';
import { AlertRow } from './alert-row.tsx';
import './alerts.css';

/** Past this the badge reads "99+". */
const BADGE_MAX = 99;

/**
 * The toolbar's bell: the unread count, kept current by asking every few seconds, and the newest
 * alerts; opening one goes to its sighting on the map and marks it read.
 */
export function AlertBell() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const markRead = useMarkAlertRead();
  const navigate = useNavigate();
  // The popover hangs below the bell (IconButton keeps its button's ref to itself).
  const anchor = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const unread = alerts.data?.unread_count ?? 0;
  const list = alerts.data?.alerts ?? [];

  const openAlert = (alert: Alert) => {
    setOpen(false);
    if (!alert.read) markRead.mutate(alert.id);
    void navigate(alertPostPath(alert));
  };

  return (
    <span ref={anchor} className="alert-bell-anchor">
      <IconButton
        className="icon-button alert-bell"
        label={unread > 0 ? t('alerts.bell_unread', { count: unread }) : t('alerts.bell')}
        onPress={() => setOpen(true)}
      >
        <Bell size={20} strokeWidth={1.75} aria-hidden="true" />
        {unread > 0 && (
          <span className="alert-bell__count" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </IconButton>
      <Popover
        className="menu-popover alert-popover"
        triggerRef={anchor}
        isOpen={open}
        onOpenChange={setOpen}
        placement="bottom end"
      >
        <Dialog className="alert-list" aria-labelledby="alert-list-title">
          <Heading id="alert-list-title" slot="title" className="alert-list__title">
            {t('alerts.title')}
          </Heading>
          {alerts.isError && list.length === 0 ? (
            <p className="alert-list__note">{t('alerts.failed')}</p>
          ) : list.length === 0 ? (
            <p className="alert-list__note">{t('alerts.empty')}</p>
          ) : (
            <ul className="alert-list__items">
              {list.map((alert) => (
                <AlertRow key={alert.id} alert={alert} onOpen={openAlert} />
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </span>
  );
}
