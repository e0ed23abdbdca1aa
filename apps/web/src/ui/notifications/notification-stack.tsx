import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationStore } from './notification-store.ts';
import { NotificationItem } from './notification-item.tsx';
import { useNotificationRoom } from './notification-place.ts';
import './notifications.css';

/** Each message further down the stack fades a little more. */
export const stackOpacity = (index: number) => Math.max(1 - index * 0.2, 0.4);

export function NotificationStack({ store }: { store: NotificationStore }) {
  const { t } = useTranslation();
  const notifications = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const list = useRef<HTMLOListElement>(null);
  useNotificationRoom(list);
  return (
    // A top layer for React Aria: over an open sheet or dialog the notifications stay readable,
    // and pressing one neither closes the modal nor loses the focus to it.
    <ol
      ref={list}
      className="notification-stack"
      aria-label={t('notifications.label')}
      data-react-aria-top-layer
    >
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
