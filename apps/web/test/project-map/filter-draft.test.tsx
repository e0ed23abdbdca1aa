import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterDraftProvider } from '@/features/project-map/filters/filter-draft-context.tsx';
import { useFilterDraft } from '@/features/project-map/filters/use-filter-draft.ts';
import { useNearFilter } from '@/features/project-map/filters/use-near-filter.ts';
import {
  ProjectFilterContext,
  type MapProject,
} from '@/features/project-map/use-project-filter.ts';

afterEach(cleanup);

const project = {
  id: 4,
  show_severity: true,
  rolling_time_range_days: null,
  start_date: '2024-01-01T00:00:00.000Z',
  end_date: null,
  statuses: [],
  regions: [],
  investigations: [],
} as unknown as MapProject;

/** Stands in for the filters panel: its draft lives while it is on show. */
function Panel() {
  const { draft, update, buttons } = useFilterDraft(null);
  return (
    <>
      <output data-testid="panel-near">{JSON.stringify(draft.near ?? null)}</output>
      <output data-testid="apply">{String(buttons.apply)}</output>
      <button onClick={() => update((current) => ({ ...current, keyword: 'drain' }))}>Type</button>
    </>
  );
}

/** Stands in for the map: it draws the near filter and its pin moves it. */
function MapStandIn() {
  const { near, move } = useNearFilter();
  return (
    <>
      <output data-testid="map-near">{JSON.stringify(near ?? null)}</output>
      <button onClick={() => move({ lng: -76.2, lat: 36.9 })}>Drag</button>
    </>
  );
}

function MapScreen() {
  const [panelOpen, setPanelOpen] = useState(true);
  const { search } = useLocation();
  return (
    <ProjectFilterContext.Provider value={{ project, now: new Date() }}>
      <FilterDraftProvider>
        {panelOpen && <Panel />}
        <MapStandIn />
        <button onClick={() => setPanelOpen((open) => !open)}>Toggle panel</button>
        <output data-testid="address">{search}</output>
      </FilterDraftProvider>
    </ProjectFilterContext.Provider>
  );
}

function renderScreen(search: string) {
  const router = createMemoryRouter([{ path: '/map', element: <MapScreen /> }], {
    initialEntries: [`/map${search}`],
  });
  render(<RouterProvider router={router} />);
}

const shown = (id: string) => JSON.parse(screen.getByTestId(id).textContent ?? 'null') as unknown;
const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('the location filter shared by the panel and the map', () => {
  it('moves the draft while the panel is open, for Apply to apply', async () => {
    renderScreen('?near=-76.3x36.85x1609');
    await press('Drag');
    const moved = { lng: -76.2, lat: 36.9, radius: 1609 };
    expect(shown('map-near')).toEqual(moved);
    expect(shown('panel-near')).toEqual(moved);
    expect(screen.getByTestId('apply').textContent).toBe('true');
    expect(screen.getByTestId('address').textContent).toBe('?near=-76.3x36.85x1609');
  });

  it('keeps other edits of the draft when the pin moves', async () => {
    renderScreen('?near=-76.3x36.85x1609');
    await press('Type');
    await press('Drag');
    expect(shown('panel-near')).toEqual({ lng: -76.2, lat: 36.9, radius: 1609 });
    expect(screen.getByTestId('apply').textContent).toBe('true');
  });

  it('drops the edits when the panel closes, and then a move applies at once', async () => {
    renderScreen('?near=-76.3x36.85x1609');
    await press('Drag');
    await press('Toggle panel');
    expect(shown('map-near')).toEqual({ lng: -76.3, lat: 36.85, radius: 1609 });
    await press('Drag');
    expect(screen.getByTestId('address').textContent).toBe('?near=-76.2x36.9x1609');
    expect(shown('map-near')).toEqual({ lng: -76.2, lat: 36.9, radius: 1609 });
  });
});
