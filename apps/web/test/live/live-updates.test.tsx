import '../helpers/dom-polyfills.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectEvent } from '@highwater/core/api/events';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import { fetchMe } from '@/api/get-me.ts';
import { createQueryClient } from '@/app/query-client.ts';
import { SessionProvider } from '@/auth/session-context.tsx';
import { LiveUpdates } from '@/features/live/live-updates.tsx';
import { PresenceHint } from '@/features/live/presence-hint.tsx';
import { json } from '../helpers/api-calls.ts';
import { demoUser, requestUrl } from '../helpers/fake-identity.ts';
import { setupTestI18n } from '../helpers/i18n.ts';
import { author, otherAuthor } from '../helpers/post-fixtures.ts';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { sse, streamedResponse, until } from './stream-helpers.ts';

const PROJECT = { id: 3, statuses: [{ id: 2, label: 'Reviewing', order: 2 }] } as const;

/** The map screen's live updates with one open post, over a scripted API and event stream. */
async function renderLive() {
  const stream = streamedResponse();
  const calls: string[] = [];
  const apiFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === '/api/v2/me') return json(demoUser);
    if (url.pathname.endsWith('/events')) return stream.response;
    if (url.pathname.endsWith('/viewers')) return json({ viewers: [author, otherAuthor] });
    return json({ message: 'not found' }, 404);
  });
  const session = signedInSession(() => fetchMe(api));
  const api = createApiClient({
    apiBase: '/api/v2',
    origin: window.location.origin,
    authorization: () => session.authorization(),
    fetch: apiFetch,
  });
  await session.start();
  const view = render(
    <SessionProvider controller={session}>
      <ApiProvider client={api}>
        <QueryClientProvider client={createQueryClient(() => undefined)}>
          <LiveUpdates project={PROJECT as never}>
            <PresenceHint projectId={PROJECT.id} postId={41} />
          </LiveUpdates>
        </QueryClientProvider>
      </ApiProvider>
    </SessionProvider>,
  );
  await until(() => calls.includes('GET /api/v3/cx/local-projects/3/events'));
  const send = async (event: ProjectEvent) => {
    await act(async () => {
      stream.send(sse(Number(event.id), event.type, event));
      await Promise.resolve();
    });
  };
  return { view, calls, send, session };
}

const status = (id: string, actor: typeof author): ProjectEvent => ({
  id,
  project_id: PROJECT.id,
  at: '2026-03-02T12:00:00.000Z',
  actor,
  type: 'post.status',
  from_status_id: 1,
  post: {
    id: 41,
    lat: 36.85,
    lng: -76.29,
    location: '393 W Olney Rd, Norfolk, VA 23507',
    observed_at: '2026-03-01T08:30:00.000Z',
    created_at: '2026-03-01T09:00:00.000Z',
    status_id: 2,
    severity_level: null,
    featured: false,
  },
});

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('live updates on screen', () => {
  it('announces another person’s change politely, and never the user’s own', async () => {
    const { send } = await renderLive();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');

    const said: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) said.push(node.textContent ?? '');
    });
    observer.observe(region, { childList: true });

    await send(status('1', author));
    await send(status('2', otherAuthor));
    await until(() => said.length > 0);
    observer.disconnect();
    expect(said).toEqual(['Ben Okafor changed 393 W Olney Rd to Reviewing']);
  });

  it('says who else has the post open, leaving the user out, and follows the viewers events', async () => {
    const { send, view, calls } = await renderLive();
    expect(await screen.findByText('Ben also has this sighting open')).toBeTruthy();
    expect(calls).toContain('PUT /api/v3/cx/local-projects/3/posts/41/viewers');

    await send({
      id: '3',
      project_id: PROJECT.id,
      at: '2026-03-02T12:00:00.000Z',
      actor: otherAuthor,
      type: 'post.viewers',
      post_id: 41,
      viewers: [author],
    });
    await until(() => screen.queryByText(/also has this sighting open/) === null);

    view.unmount();
    await until(() => calls.includes('DELETE /api/v3/cx/local-projects/3/posts/41/viewers'));
  });
});
