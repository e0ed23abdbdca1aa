import './dom-polyfills.ts';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import type { User } from '@highwater/core/api/user';
import { createApiClient } from '@/api/api-client.ts';
import { fetchMe } from '@/api/get-me.ts';
import { App } from '@/app/app.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { routes } from '@/app/routes.tsx';
import { createIdentityClient } from '@/auth/identity-client.ts';
import { SessionController } from '@/auth/session-controller.ts';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { demoUser, fakeIdentityFetch, IDENTITY_BASE, requestUrl } from './fake-identity.ts';

// The machine running the tests is shared; give screens time to settle.
configure({ asyncUtilTimeout: 5_000 });

export const testConfig: RuntimeConfig = {
  identityBase: IDENTITY_BASE,
  apiBase: '/api/v2',
  mainSiteUrl: 'https://main.example.test',
  supportEmail: 'support@highwater.test',
  supportPhone: '+1 (555) 010-4477',
  defaultFileTransferUrl: 'http://localhost:3000/file-transfer',
  mapStyles: { street: 'offline', satellite: 'offline' },
  environment: 'test',
  release: 'test',
  buildDate: '2026-01-02T03:04:05.000Z',
  sentryDsn: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ApiAnswers {
  clientGroups?: unknown;
  projects?: unknown;
  /** PUT /user-settings/* status. */
  settingStatus?: number;
  /** GET /project-addresses/{group}/{project}: where each old address leads now. */
  projectAddresses?: Record<string, unknown>;
  /** GET /alerts (none by default). */
  alerts?: unknown;
}

/** The whole app (providers, router, shell) on a memory router, with a fake API. */
export async function renderApp(
  path: string,
  {
    user = demoUser,
    signedIn = true,
    answers = {},
  }: { user?: User; signedIn?: boolean; answers?: ApiAnswers } = {},
) {
  const identity = fakeIdentityFetch();
  const apiFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    if (url.pathname === '/api/v2/me') return signedIn ? json(user) : json({}, 401);
    if (url.pathname === '/api/v3/cx/client-groups') {
      return json(answers.clientGroups ?? user.clientGroups);
    }
    if (url.pathname === '/api/v3/cx/local-projects') return json(answers.projects ?? []);
    if (url.pathname === '/api/v3/cx/alerts') {
      return json(answers.alerts ?? { alerts: [], unread_count: 0 });
    }
    if (/^\/api\/v3\/cx\/alerts\/\d+\/read$/.test(url.pathname)) {
      return new Response(null, { status: 204 });
    }
    // The settings' access tokens section (help dialog, phone chooser) lists them.
    if (url.pathname === '/api/v3/cx/users/me/access-tokens') return json([]);
    const address =
      answers.projectAddresses?.[url.pathname.replace('/api/v3/cx/project-addresses', '')];
    if (address) return json(address);
    if (url.pathname.startsWith('/api/v2/user-settings/') && init?.method === 'PUT') {
      return json({}, answers.settingStatus ?? 200);
    }
    return json({ message: 'not found' }, 404);
  });

  if (signedIn) {
    localStorage.setItem(
      'highwater.session',
      JSON.stringify({
        access_token: 'a',
        token_type: 'Bearer',
        expires_in: 900,
        refresh_token: 'r',
        retrieved_at: Date.now(),
      }),
    );
  }
  const session = new SessionController({
    identity: createIdentityClient(IDENTITY_BASE, window.location.origin, identity.fetchFn),
    loadUser: () => fetchMe(api),
    silentCheckTimeoutMs: 10,
  });
  const api = createApiClient({
    apiBase: testConfig.apiBase,
    authorization: () => session.authorization(),
    fetch: apiFetch,
  });
  const notifications = new NotificationStore();
  const queryClient = createQueryClient((error) =>
    notifications.notify({ message: 'load failed', error }),
  );
  await session.start();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <App services={{ config: testConfig, session, api, queryClient, notifications, router }} />,
  );
  return { view, router, session, apiFetch, identity, queryClient };
}
