import type { GeoJSON } from 'geojson';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail, Region } from '@highwater/core/api/projects';
import { DEFAULT_PROJECT_START_DATE, STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export interface ProjectRegion extends Omit<Region, 'geojson'> {
  /** The region's GeoJSON, parsed; null when its text is not valid JSON. */
  geojson: GeoJSON | null;
}

/** Project detail with the spec's defaults applied and region shapes parsed. */
export interface ProjectDetailData extends Omit<ProjectDetail, 'regions' | 'start_date'> {
  start_date: string;
  regions: ProjectRegion[];
}

function parseGeoJson(text: string): GeoJSON | null {
  try {
    return JSON.parse(text) as GeoJSON;
  } catch {
    return null;
  }
}

export function toProjectDetail(detail: ProjectDetail): ProjectDetailData {
  return {
    ...detail,
    start_date: detail.start_date ?? DEFAULT_PROJECT_START_DATE,
    regions: detail.regions.map((region) => ({ ...region, geojson: parseGeoJson(region.geojson) })),
  };
}

export async function fetchProject(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<ProjectDetailData> {
  const detail = await api.request<ProjectDetail>(
    'GET',
    `/../v3/cx/local-projects/${id}`,
    undefined,
    { signal },
  );
  return toProjectDetail(detail);
}

export const projectQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['project', id],
    queryFn: ({ signal }) => fetchProject(api, id, signal),
    staleTime: STALE_TIME_MS.projectDetail,
  });

export const useProject = (id: number | undefined) => {
  const api = useApi();
  return useQuery({ ...projectQueryOptions(api, id ?? 0), enabled: id !== undefined });
};
