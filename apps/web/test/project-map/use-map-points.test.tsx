import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostsDensity } from '@highwater/core/api/density';
import type { PostPoints, PostsFilterQuery } from '@highwater/core/api/posts';
import { MAP_POINTS_LIMIT } from '@highwater/core/constants';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import type { DensityRequest } from '@/api/get-post-density.ts';
import { densityRequest } from '@/features/project-map/map/density-bins.ts';
import { useMapPoints } from '@/features/project-map/map/use-map-points.ts';
import { json } from '../helpers/api-calls.ts';

const PROJECT = 3;
const QUERY: PostsFilterQuery = { from_date: '2026-02-01T00:00:00.000Z' };
const POINTS_PATH = `/api/v3/cx/local-projects/${PROJECT}/posts/points`;
const DENSITY_PATH = `/api/v3/cx/local-projects/${PROJECT}/posts/density`;

interface View {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

const HARBOR: View = { west: -76.4, south: 36.7, east: -76.1, north: 37, zoom: 12 };
const COUNTY: View = { west: -77.2, south: 36.3, east: -75.4, north: 37.5, zoom: 9 };
const requestOf = (view: View) => densityRequest(view, view.zoom)!;

/** The parts of a MapLibre map that the view's requests read, over a view tests can move. */
function fakeMap(first: View) {
  let view = first;
  const moveEnds = new Set<() => void>();
  const map = {
    getBounds: () => ({
      getWest: () => view.west,
      getSouth: () => view.south,
      getEast: () => view.east,
      getNorth: () => view.north,
    }),
    getZoom: () => view.zoom,
    on: (type: string, listener: () => void) => {
      if (type === 'moveend') moveEnds.add(listener);
    },
    off: (type: string, listener: () => void) => {
      if (type === 'moveend') moveEnds.delete(listener);
    },
  };
  return {
    // Only the methods above are used: a real map needs WebGL, which jsdom lacks.
    map: map as unknown as MapLibreMap,
    moveTo(next: View) {
      view = next;
      for (const listener of moveEnds) listener();
    },
  };
}

function points(ids: number[], total: number | null = ids.length): PostPoints {
  return {
    total,
    capped: total === null,
    extent: null,
    id: ids,
    lng: ids.map((id) => -76.3 + id / 1000),
    lat: ids.map((id) => 36.85 + id / 1000),
    status_id: ids.map(() => 1),
    severity_level: ids.map(() => 2),
    seen: ids.map(() => 0),
    featured: ids.map(() => 0),
  };
}

const WHOLE = points([1, 2, 3]);
const CAPPED: PostPoints = { ...points([], null), extent: [-76.5, 36.6, -75.9, 37.1] };
const VIEW_POINTS = points([7, 8]);

function density(total: number, view: View = HARBOR): PostsDensity {
  return {
    level: view.zoom + 2,
    bbox: [view.west, view.south, view.east, view.north],
    total,
    bins: [{ x: 1, y: 2, lng: -76.29, lat: 36.85, count: total }],
  };
}

interface Call {
  path: string;
  params: Record<string, string>;
}

interface Answers {
  whole: PostPoints;
  /** The density answer for a view's bbox, or an error status. */
  density?: (bbox: string) => PostsDensity | number;
  inView?: PostPoints;
}

/** The hook over a real query cache and API client whose fetch answers per path and query. */
function renderMapPoints(
  answers: Answers,
  map: MapLibreMap | null,
  densityLayer = false,
  planned: DensityRequest | null = null,
) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://test');
    const params = Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, params });
    if (url.pathname === POINTS_PATH) {
      return json(params.bbox === undefined ? answers.whole : answers.inView);
    }
    if (url.pathname === DENSITY_PATH && answers.density && params.bbox) {
      const answer = answers.density(params.bbox);
      return typeof answer === 'number' ? json({ message: 'failed' }, answer) : json(answer);
    }
    return json({ message: 'not found' }, 404);
  };
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: async () => null,
    fetch,
    origin: 'http://test',
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiProvider>
  );
  const hook = renderHook(
    (props: { map: MapLibreMap | null }) =>
      useMapPoints(PROJECT, QUERY, props.map, densityLayer, () => planned),
    { wrapper, initialProps: { map } },
  );
  return { hook, calls };
}

const densityCalls = (calls: Call[]) => calls.filter((call) => call.path === DENSITY_PATH);
const viewPointCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === POINTS_PATH && call.params.bbox !== undefined);

afterEach(cleanup);

describe('the points the map draws', () => {
  it('draws the whole answer when it holds every post, and asks for no counts', async () => {
    const { map } = fakeMap(HARBOR);
    const { hook, calls } = renderMapPoints({ whole: WHOLE }, map);
    await waitFor(() => expect(hook.result.current.points).toEqual(WHOLE));
    await waitFor(() => expect(hook.result.current.isFetching).toBe(false));
    expect(hook.result.current).toMatchObject({
      capped: false,
      extent: undefined,
      clusters: null,
      view: null,
      isError: false,
    });
    expect(calls).toEqual([{ path: POINTS_PATH, params: { from_date: QUERY.from_date } }]);
  });

  it("draws the view's counts as clusters when the view holds more than the limit", async () => {
    const { map } = fakeMap(HARBOR);
    const counts = density(MAP_POINTS_LIMIT + 1);
    const { hook, calls } = renderMapPoints({ whole: CAPPED, density: () => counts }, map);
    await waitFor(() => expect(hook.result.current.clusters).toEqual(counts));
    await waitFor(() => expect(hook.result.current.isFetching).toBe(false));
    expect(hook.result.current.points).toBeUndefined();
    expect(hook.result.current.capped).toBe(true);
    expect(hook.result.current.view).toEqual(requestOf(HARBOR));
    expect(densityCalls(calls).map((call) => call.params)).toEqual([
      { from_date: QUERY.from_date, ...requestOf(HARBOR), zoom: String(HARBOR.zoom) },
    ]);
    expect(viewPointCalls(calls)).toEqual([]);
  });

  it("draws the view's own points once the view holds no more than the limit", async () => {
    const { map } = fakeMap(HARBOR);
    const { hook, calls } = renderMapPoints(
      { whole: CAPPED, density: () => density(MAP_POINTS_LIMIT), inView: VIEW_POINTS },
      map,
    );
    await waitFor(() => expect(hook.result.current.points).toEqual(VIEW_POINTS));
    expect(hook.result.current.clusters).toBeNull();
    expect(hook.result.current.capped).toBe(true);
    expect(viewPointCalls(calls).map((call) => call.params)).toEqual([
      { from_date: QUERY.from_date, bbox: requestOf(HARBOR).bbox },
    ]);
  });

  it("opens on the capped answer's extent", async () => {
    const { map } = fakeMap(HARBOR);
    const { hook } = renderMapPoints(
      { whole: CAPPED, density: () => density(MAP_POINTS_LIMIT + 1) },
      map,
    );
    await waitFor(() => expect(hook.result.current.extent).toEqual(CAPPED.extent));
    const empty = renderMapPoints({ whole: { ...CAPPED, extent: null } }, null);
    await waitFor(() => expect(empty.hook.result.current.capped).toBe(true));
    expect(empty.hook.result.current.extent).toBeNull();
  });

  it('fails when the counts of a capped view cannot be had', async () => {
    const { map } = fakeMap(HARBOR);
    const { hook } = renderMapPoints({ whole: CAPPED, density: () => 500 }, map);
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(hook.result.current.points).toBeUndefined();
    expect(hook.result.current.clusters).toBeNull();
  });

  it('keeps the whole answer drawn when only the density layer fails', async () => {
    const { map } = fakeMap(HARBOR);
    const { hook } = renderMapPoints({ whole: WHOLE, density: () => 500 }, map, true);
    await waitFor(() => expect(hook.result.current.density.isError).toBe(true));
    expect(hook.result.current.isError).toBe(false);
    expect(hook.result.current.points).toEqual(WHOLE);
    expect(hook.result.current.clusters).toBeNull();
  });

  it("turns the view's points into clusters when a move shows more than the limit", async () => {
    const { map, moveTo } = fakeMap(HARBOR);
    const county = requestOf(COUNTY).bbox;
    const { hook, calls } = renderMapPoints(
      {
        whole: CAPPED,
        density: (bbox) =>
          bbox === county ? density(MAP_POINTS_LIMIT * 3, COUNTY) : density(40, HARBOR),
        inView: VIEW_POINTS,
      },
      map,
    );
    await waitFor(() => expect(hook.result.current.points).toEqual(VIEW_POINTS));
    act(() => moveTo(COUNTY));
    await waitFor(() =>
      expect(hook.result.current.clusters).toEqual(density(MAP_POINTS_LIMIT * 3, COUNTY)),
    );
    expect(hook.result.current.points).toBeUndefined();
    expect(hook.result.current.view).toEqual(requestOf(COUNTY));
    expect(viewPointCalls(calls).map((call) => call.params.bbox)).toEqual([requestOf(HARBOR).bbox]);
  });

  it("asks for the opening view's counts before the map exists, and the map reads that answer", async () => {
    const counts = density(MAP_POINTS_LIMIT + 1);
    const { hook, calls } = renderMapPoints(
      { whole: CAPPED, density: () => counts },
      null,
      false,
      requestOf(HARBOR),
    );
    await waitFor(() => expect(hook.result.current.density.data).toEqual(counts));
    expect(hook.result.current.view).toEqual(requestOf(HARBOR));
    hook.rerender({ map: fakeMap(HARBOR).map });
    await waitFor(() => expect(hook.result.current.clusters).toEqual(counts));
    expect(hook.result.current.isFetching).toBe(false);
    expect(densityCalls(calls)).toHaveLength(1);
  });

  it('asks for the view the map opens on when it is not the one planned', async () => {
    const county = requestOf(COUNTY).bbox;
    const { hook, calls } = renderMapPoints(
      {
        whole: CAPPED,
        density: (bbox) =>
          bbox === county ? density(MAP_POINTS_LIMIT * 3, COUNTY) : density(MAP_POINTS_LIMIT + 1),
      },
      null,
      false,
      requestOf(COUNTY),
    );
    await waitFor(() => expect(densityCalls(calls)).toHaveLength(1));
    hook.rerender({ map: fakeMap(HARBOR).map });
    await waitFor(() =>
      expect(hook.result.current.clusters).toEqual(density(MAP_POINTS_LIMIT + 1)),
    );
    expect(hook.result.current.view).toEqual(requestOf(HARBOR));
    expect(densityCalls(calls).map((call) => call.params.bbox)).toEqual([
      county,
      requestOf(HARBOR).bbox,
    ]);
  });

  it('leaves a plan alone once the map exists: the map says where it looks', async () => {
    const { hook, calls } = renderMapPoints(
      { whole: CAPPED, density: () => density(MAP_POINTS_LIMIT + 1) },
      fakeMap(HARBOR).map,
      false,
      requestOf(COUNTY),
    );
    await waitFor(() => expect(hook.result.current.clusters).not.toBeNull());
    expect(densityCalls(calls).map((call) => call.params.bbox)).toEqual([requestOf(HARBOR).bbox]);
  });
});
