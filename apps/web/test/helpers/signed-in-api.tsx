import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { User } from '@highwater/core/api/user';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import { SessionProvider } from '@/auth/session-context.tsx';
import { NotificationStack } from '@/ui/notifications/notification-stack.tsx';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { json, recordCall, type ApiCall } from './api-calls.ts';
import { demoUser, requestUrl } from './fake-identity.ts';
import { signedInSession } from './signed-in-session.ts';

/** Answers an API call; undefined falls through to a 404. */
export type ApiHandler = (call: ApiCall, url: URL) => Response | Promise<Response> | undefined;

/**
 * The app's providers (session, API, queries, notifications) for a signed-in user, over a scripted
 * API that records each call: `wrap` puts them around a tree.
 */
export async function signedInApi(handler: ApiHandler, user: User = demoUser) {
  const calls: ApiCall[] = [];
  const apiFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    const call = recordCall(url, init);
    calls.push(call);
    return (await handler(call, url)) ?? json({ message: 'Not Found' }, 404, 'Not Found');
  });
  const session = signedInSession(async () => user);
  await session.start();
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: () => session.authorization(),
    fetch: apiFetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const notifications = new NotificationStore();
  const wrap = (children: ReactNode) => (
    <SessionProvider controller={session}>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider store={notifications}>
            {children}
            <NotificationStack store={notifications} />
          </NotificationsProvider>
        </QueryClientProvider>
      </ApiProvider>
    </SessionProvider>
  );
  return { calls, queryClient, notifications, wrap };
}
