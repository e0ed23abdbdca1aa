import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationStore } from './notification-store.ts';
import { NotificationItem } from './notification-item.tsx';
import './notifications.css';

/** Each message further down the stack fades a little more. */
export const stackOpacity = (index: number) => Math.max(1 - index * 0.2, 0.4);

export function NotificationStack({ store }: { store: NotificationStore }) {
  const { t } = useTranslation();
  const notifications = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <ol className="notification-stack" aria-label={t('notifications.label')}>
      {notifications.map((notification, index) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          counting={index === 0}
          opacity={stackOpacity(index)}
          onDismiss={store.dismiss}
        />
      ))}
    </ol>
  );
}
