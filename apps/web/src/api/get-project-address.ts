import { useQuery } from '@tanstack/react-query';
import type { ProjectAddress } from '@highwater/core/api/projects';
import { useApi } from './api-context.tsx';

/**
 * Where a project address leads now: a renamed project's old slug answers its current slugs.
 * Asked only when the address names none of the user's projects by its slug.
 */
export function useProjectAddress(
  clientGroupSlug: string | undefined,
  projectSlug: string | undefined,
  enabled: boolean,
) {
  const api = useApi();
  return useQuery({
    queryKey: ['project-address', clientGroupSlug, projectSlug],
    queryFn: ({ signal }) =>
      api.request<ProjectAddress>(
        'GET',
        `/../v3/cx/project-addresses/${encodeURIComponent(clientGroupSlug ?? '')}/${encodeURIComponent(projectSlug ?? '')}`,
        undefined,
        { signal },
      ),
    enabled: enabled && Boolean(clientGroupSlug && projectSlug),
    retry: false,
  });
}
