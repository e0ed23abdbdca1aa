import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_HOVER_SAMPLE_MS } from '@highwater/core/constants';
import { errorMessage } from '@/lib/error-message.ts';
import type { AppNotification } from './notification-store.ts';
import { iconName, NotificationIcon } from './notification-icon.tsx';

interface Props {
  notification: AppNotification;
  /** Only the top of the stack counts down. */
  counting: boolean;
  opacity: number;
  onDismiss: (id: string) => void;
}

export function NotificationItem({ notification, counting, opacity, onDismiss }: Props) {
  const { t } = useTranslation();
  const hovered = useRef(false);
  const remaining = useRef(notification.timeout);
  const { id, timeout } = notification;

  useEffect(() => {
    if (!counting || timeout <= 0) return;
    // The countdown advances in steps and skips the steps where the pointer is over the message.
    const timer = window.setInterval(() => {
      if (hovered.current) return;
      remaining.current -= NOTIFICATION_HOVER_SAMPLE_MS;
      if (remaining.current <= 0) {
        window.clearInterval(timer);
        onDismiss(id);
      }
    }, NOTIFICATION_HOVER_SAMPLE_MS);
    return () => window.clearInterval(timer);
  }, [counting, timeout, id, onDismiss]);

  // The error in words; its raw detail is logged where it was caught (the data cache).
  const { error } = notification;
  const detail = error && error !== true ? errorMessage(t, error) : null;
  const tone = notification.error ? 'error' : notification.success ? 'success' : 'info';
  return (
    <li
      className={`notification notification--${tone}`}
      style={{ opacity }}
      onPointerEnter={() => (hovered.current = true)}
      onPointerLeave={() => (hovered.current = false)}
    >
      <NotificationIcon
        name={iconName(notification.error, notification.success, notification.icon)}
      />
      <div className="notification__text" role={notification.error ? 'alert' : 'status'}>
        <p className="notification__message">{notification.message}</p>
        {detail && <p className="notification__detail">{detail}</p>}
      </div>
      <button type="button" className="button button--quiet" onClick={() => onDismiss(id)}>
        {t('notifications.dismiss')}
      </button>
    </li>
  );
}
