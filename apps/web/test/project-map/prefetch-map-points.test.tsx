import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostPoints } from '@highwater/core/api/posts';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import { usePostPoints } from '@/api/get-post-points.ts';
import { usePrefetchMapPoints } from '@/features/project-map/map/use-prefetch-map-points.ts';
import {
  ProjectFilterContext,
  useProjectFilter,
} from '@/features/project-map/use-project-filter.ts';
import { json } from '../helpers/api-calls.ts';
import { project as projectFixture } from '../helpers/post-fixtures.ts';

const PROJECT = projectFixture();
const NOW = new Date('2026-03-01T12:00:00.000Z');
const SEARCH = '?since=ever&status=2';
const POINTS_PATH = `/api/v3/cx/local-projects/${PROJECT.id}/posts/points`;
const ANSWER: PostPoints = {
  total: 0,
  capped: false,
  extent: null,
  id: [],
  lng: [],
  lat: [],
  status_id: [],
  severity_level: [],
  seen: [],
  featured: [],
};

/** A real query cache and API client; fetch records each address asked for. */
function setup() {
  const asked: URL[] = [];
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: () => 'Bearer token',
    fetch: async (input) => {
      asked.push(new URL(input instanceof Request ? input.url : input, 'http://test'));
      return json(ANSWER);
    },
    origin: 'http://test',
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/group/project/map${SEARCH}`]}>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <ProjectFilterContext.Provider value={{ project: PROJECT, now: NOW }}>
            {children}
          </ProjectFilterContext.Provider>
        </QueryClientProvider>
      </ApiProvider>
    </MemoryRouter>
  );
  return { asked, wrapper };
}

afterEach(cleanup);

describe("the map screen's points, asked for as it renders", () => {
  it('asks for the points of the address’s filter during the render itself', () => {
    const { asked, wrapper } = setup();
    renderHook(() => usePrefetchMapPoints(), { wrapper });
    // No await: the request left while the screen rendered.
    expect(asked.map((url) => url.pathname)).toEqual([POINTS_PATH]);
    expect(asked[0]!.searchParams.getAll('with_statuses')).toEqual(['2']);
  });

  it('is the answer the map then reads: the map asks for nothing more', async () => {
    const { asked, wrapper } = setup();
    const map = renderHook(
      () => {
        usePrefetchMapPoints();
        return usePostPoints(PROJECT.id, useProjectFilter().apiQuery);
      },
      { wrapper },
    );
    await waitFor(() => expect(map.result.current.data).toEqual(ANSWER));
    expect(asked).toHaveLength(1);
  });
});
