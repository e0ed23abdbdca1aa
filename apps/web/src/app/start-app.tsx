import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { i18n } from 'i18next';
import { createApiClient } from '@/api/api-client.ts';
import { fetchMe } from '@/api/get-me.ts';
import { createIdentityClient } from '@/auth/identity-client.ts';
import { SessionController } from '@/auth/session-controller.ts';
import { initErrorReporting } from '@/lib/error-reporting.ts';
import { watchFailedStylesheets } from '@/lib/failed-stylesheets.ts';
import { warnAboutMissingBases } from '@/lib/runtime-config.ts';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { App } from './app.tsx';
import { loadConfig } from './load-config.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';

/**
 * Start-up: the run-time config first (asked for until it arrives), then the session (which takes
 * a returning sign-in code out of the address before the router reads it), then the router and
 * the first render.
 */
export async function startApp(rootElement: HTMLElement, i18next: i18n): Promise<void> {
  watchFailedStylesheets();
  const root = createRoot(rootElement);
  const config = await loadConfig(root, i18next);
  warnAboutMissingBases(config);
  void initErrorReporting(config).catch((error: unknown) => console.warn(error));

  const notifications = new NotificationStore();
  const session = new SessionController({
    identity: createIdentityClient(config.identityBase, window.location.origin, (...args) =>
      fetch(...args),
    ),
    loadUser: () => fetchMe(api),
  });
  const api = createApiClient({
    apiBase: config.apiBase,
    authorization: () => session.authorization(),
    renewAuthorization: (rejected) => session.renewAuthorization(rejected),
  });
  const queryClient = createQueryClient((error) =>
    notifications.notify({ message: i18next.t('notifications.load_failed'), error }),
  );

  void session.start();
  const router = createBrowserRouter(routes);
  root.render(<App services={{ config, session, api, queryClient, notifications, router }} />);
}
