import '../helpers/dom-polyfills.ts';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { User } from '@highwater/core/api/user';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import { fetchMe } from '@/api/get-me.ts';
import { createQueryClient } from '@/app/query-client.ts';
import { SessionProvider } from '@/auth/session-context.tsx';
import { json } from '../helpers/api-calls.ts';
import { demoUser, requestUrl } from '../helpers/fake-identity.ts';
import { signedInSession } from '../helpers/signed-in-session.ts';

/**
 * A piece of the post panel with a signed-in user and a fake API: GET /me answers `user`, PUT
 * /user-settings/* answers `settingStatus`, `answer` any other call it knows, the rest 404.
 */
export async function renderPostPart(
  ui: ReactNode,
  {
    user = demoUser,
    settingStatus = 200,
    answer = () => undefined,
  }: { user?: User; settingStatus?: number; answer?: (url: URL) => Response | undefined } = {},
) {
  const apiFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    const answered = answer(url);
    if (answered) return answered;
    if (url.pathname === '/api/v2/me') return json(user);
    if (url.pathname.startsWith('/api/v2/user-settings/') && init?.method === 'PUT') {
      return json({}, settingStatus);
    }
    return json({ message: 'not found' }, 404);
  });
  const session = signedInSession(() => fetchMe(api));
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: () => session.authorization(),
    fetch: apiFetch,
  });
  await session.start();
  const view = render(
    <SessionProvider controller={session}>
      <ApiProvider client={api}>
        <QueryClientProvider client={createQueryClient(() => undefined)}>{ui}</QueryClientProvider>
      </ApiProvider>
    </SessionProvider>,
  );
  return { view, apiFetch, session };
}
