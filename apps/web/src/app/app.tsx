import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import { ApiProvider } from '@/api/api-context.tsx';
import type { ApiClient } from '@/api/api-client.ts';
import { SessionProvider } from '@/auth/session-context.tsx';
import type { SessionController } from '@/auth/session-controller.ts';
import { ConfigProvider } from '@/lib/config-context.tsx';
import { NotificationStack } from '@/ui/notifications/notification-stack.tsx';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import type { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { AppErrorBoundary } from './error-screen.tsx';

export interface AppServices {
  config: RuntimeConfig;
  session: SessionController;
  api: ApiClient;
  queryClient: QueryClient;
  notifications: NotificationStore;
  router: DataRouter;
}

/** Every provider, once, around the router. */
export function App({ services }: { services: AppServices }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <ConfigProvider config={services.config}>
          <SessionProvider controller={services.session}>
            <ApiProvider client={services.api}>
              <QueryClientProvider client={services.queryClient}>
                <NotificationsProvider store={services.notifications}>
                  <RouterProvider router={services.router} />
                  <NotificationStack store={services.notifications} />
                </NotificationsProvider>
              </QueryClientProvider>
            </ApiProvider>
          </SessionProvider>
        </ConfigProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
