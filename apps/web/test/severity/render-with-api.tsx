import '../helpers/dom-polyfills.ts';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { recordCall, type ApiCall } from '../helpers/api-calls.ts';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import { NotificationStack } from '@/ui/notifications/notification-stack.tsx';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';

/**
 * `ui` with the API, query and notification providers around it; `answer` scripts the API and
 * each call is recorded.
 */
export function renderWithApi(ui: ReactNode, answer: (call: ApiCall) => Promise<Response>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://test');
    const call = recordCall(url, init);
    calls.push(call);
    return answer(call);
  });
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: async () => null,
    fetch,
    origin: 'http://test',
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const notifications = new NotificationStore();
  const view = render(
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider store={notifications}>
          {ui}
          <NotificationStack store={notifications} />
        </NotificationsProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
  return { view, calls, queryClient };
}
