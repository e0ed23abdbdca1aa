import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeatherEvent } from '@highwater/core/api/weather-events';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

interface WeatherEventProject {
  id: number;
  rolling_time_range_days: number | null;
}

/** Spec 001 section 7: skipped (empty) when the project has a rolling time range. */
export async function fetchWeatherEvents(
  api: ApiClient,
  project: WeatherEventProject,
  signal?: AbortSignal,
): Promise<WeatherEvent[]> {
  if (project.rolling_time_range_days) return [];
  return api.request<WeatherEvent[]>(
    'GET',
    '/../v3/cx/weather-events',
    { project_id: project.id },
    { signal },
  );
}

export const weatherEventsQueryOptions = (api: ApiClient, project: WeatherEventProject) =>
  queryOptions({
    queryKey: ['weather-events', project.id, project.rolling_time_range_days ?? null],
    queryFn: ({ signal }) => fetchWeatherEvents(api, project, signal),
    staleTime: STALE_TIME_MS.weatherEvents,
  });

export const useWeatherEvents = (project: WeatherEventProject) =>
  useQuery(weatherEventsQueryOptions(useApi(), project));
