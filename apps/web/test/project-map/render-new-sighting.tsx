import '../helpers/dom-polyfills.ts';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import { SessionProvider } from '@/auth/session-context.tsx';
import {
  NewSightingProvider,
  useNewSighting,
} from '@/features/project-map/new-sighting/new-sighting-context.tsx';
import { NewSightingForm } from '@/features/project-map/new-sighting/new-sighting-form.tsx';
import { PickingBar } from '@/features/project-map/new-sighting/picking-bar.tsx';
import { useSightingPlacement } from '@/features/project-map/new-sighting/use-sighting-placement.ts';
import { ProjectFilterContext } from '@/features/project-map/use-project-filter.ts';
import { NotificationStack } from '@/ui/notifications/notification-stack.tsx';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { json, recordCall, type ApiCall } from '../helpers/api-calls.ts';
import { demoUser, requestUrl } from '../helpers/fake-identity.ts';
import { signedInSession } from '../helpers/signed-in-session.ts';

configure({ asyncUtilTimeout: 5_000 });

/** Answers an API call; undefined falls through to a 404. */
export type ApiHandler = (call: ApiCall, url: URL) => Response | Promise<Response> | undefined;

export const MAP_PATH = '/harbor-city/harbor-flooding/map';

/** Stands in for the map: a tap puts the pin where the form asks for it. */
function MapStandIn() {
  const placement = useSightingPlacement();
  return (
    <button
      type="button"
      disabled={!placement}
      onClick={() => placement?.onPlace({ lng: -76.2901, lat: 36.8512 })}
    >
      Tap the map
    </button>
  );
}

/** The map screen's part in it: "Add sighting", the form as in a sheet, and the address. */
function Screen({ project }: { project: ProjectDetailData }) {
  return (
    <ProjectFilterContext.Provider value={{ project, now: new Date() }}>
      <NewSightingProvider>
        <OpenForm />
        <MapStandIn />
        <Address />
      </NewSightingProvider>
    </ProjectFilterContext.Provider>
  );
}

function OpenForm() {
  const sighting = useNewSighting();
  return (
    <>
      <button type="button" onClick={sighting.open}>
        Add sighting
      </button>
      {sighting.isOpen && !sighting.picking && <NewSightingForm inSheet />}
      {sighting.picking && <PickingBar />}
    </>
  );
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/** The new-sighting form of the map screen with the real providers and a scripted API. */
export async function renderNewSighting(
  project: ProjectDetailData,
  handler: ApiHandler = () => undefined,
) {
  const calls: ApiCall[] = [];
  const apiFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    const call = recordCall(url, init);
    calls.push(call);
    return (await handler(call, url)) ?? json({ message: 'Not Found' }, 404, 'Not Found');
  });
  const session = signedInSession(async () => demoUser);
  await session.start();
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: () => session.authorization(),
    fetch: apiFetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const notifications = new NotificationStore();
  const router = createMemoryRouter(
    [
      {
        path: MAP_PATH,
        element: <Screen project={project} />,
        children: [{ path: ':postIds', element: null }],
      },
    ],
    { initialEntries: [MAP_PATH] },
  );
  const view = render(
    <SessionProvider controller={session}>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider store={notifications}>
            <RouterProvider router={router} />
            <NotificationStack store={notifications} />
          </NotificationsProvider>
        </QueryClientProvider>
      </ApiProvider>
    </SessionProvider>,
  );
  return { view, calls, router };
}
