import { createContext, useContext, type ReactNode } from 'react';
import type { NotificationStore } from './notification-store.ts';

const NotificationsContext = createContext<NotificationStore | null>(null);

export function NotificationsProvider({
  store,
  children,
}: {
  store: NotificationStore;
  children: ReactNode;
}) {
  return <NotificationsContext.Provider value={store}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotifications needs a NotificationsProvider');
  return store;
}
