import '../helpers/dom-polyfills.ts';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ProjectDetailData } from '@/api/get-project.ts';
import {
  NewSightingProvider,
  useNewSighting,
} from '@/features/project-map/new-sighting/new-sighting-context.tsx';
import { NewSightingForm } from '@/features/project-map/new-sighting/new-sighting-form.tsx';
import { PickingBar } from '@/features/project-map/new-sighting/picking-bar.tsx';
import { useSightingPlacement } from '@/features/project-map/new-sighting/use-sighting-placement.ts';
import { ProjectFilterContext } from '@/features/project-map/use-project-filter.ts';

import { signedInApi, type ApiHandler } from '../helpers/signed-in-api.tsx';

configure({ asyncUtilTimeout: 5_000 });

export type { ApiHandler } from '../helpers/signed-in-api.tsx';

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
  const { calls, wrap } = await signedInApi(handler);
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
  const view = render(wrap(<RouterProvider router={router} />));
  return { view, calls, router };
}
