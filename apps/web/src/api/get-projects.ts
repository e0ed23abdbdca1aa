import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '@highwater/core/api/projects';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { clientGroupsQueryOptions, type ClientGroupRef } from './get-client-groups.ts';

export const UNTITLED_PROJECT = 'UNTITLED_PROJECT';
export const missingSlug = (id: number) => `MISSING_SLUG_${id}`;

/** A project of the list call with its fallbacks applied and its client group attached. */
export interface Project {
  id: number;
  name: string;
  slug: string;
  client_group_id: number;
  clientGroup: ClientGroupRef;
}

export interface ProjectList {
  projects: Project[];
  clientGroups: ClientGroupRef[];
}

const compare = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare;

/** Attaches groups, applies fallbacks and sorts by name, then by group name (spec 000 §3). */
export function toProjectList(summaries: ProjectSummary[], groups: ClientGroupRef[]): ProjectList {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const projects = summaries.map((summary): Project => {
    const clientGroup = byId.get(summary.client_group_id);
    if (!clientGroup) {
      throw new Error(`Project ${summary.id} has no matching client group`);
    }
    return {
      id: summary.id,
      name: summary.name || UNTITLED_PROJECT,
      slug: summary.slug || missingSlug(summary.id),
      client_group_id: summary.client_group_id,
      clientGroup,
    };
  });
  projects.sort(
    (a, b) => compare(a.name, b.name) || compare(a.clientGroup.name, b.clientGroup.name),
  );
  return { projects, clientGroups: groups };
}

export const projectsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['projects'],
    queryFn: async ({ client, signal }) => {
      const [groups, summaries] = await Promise.all([
        client.fetchQuery(clientGroupsQueryOptions(api)),
        api.request<ProjectSummary[]>('GET', '/../v3/cx/local-projects', undefined, { signal }),
      ]);
      return toProjectList(summaries, groups);
    },
    staleTime: STALE_TIME_MS.projects,
  });

export const useProjects = () => useQuery(projectsQueryOptions(useApi()));

export const findProject = (
  projects: readonly Project[],
  clientGroupSlug: string | undefined,
  projectSlug: string | undefined,
) =>
  projects.find(
    (project) => project.clientGroup.slug === clientGroupSlug && project.slug === projectSlug,
  );

export const projectPath = (project: Pick<Project, 'slug' | 'clientGroup'>) =>
  `/${encodeURIComponent(project.clientGroup.slug)}/${encodeURIComponent(project.slug)}`;
