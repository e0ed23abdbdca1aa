import type { User } from '@highwater/core/api/user';
import { findProject, useProjects } from '@/api/get-projects.ts';
import { readRecentProject } from '@/lib/recent-project.ts';
import { useRouteParam } from '@/lib/route-params.ts';

/** The client group and project of the page on show, and where the map and files links go. */
export function useCurrentProject(user: User) {
  const projectsQuery = useProjects();
  const clientGroupSlug = useRouteParam('clientGroupSlug');
  const projectSlug = useRouteParam('projectSlug');
  const projects = projectsQuery.data?.projects ?? [];

  const current = findProject(projects, clientGroupSlug, projectSlug);
  const recent = readRecentProject();
  const mapTarget =
    current ?? (recent && findProject(projects, recent.clientGroupSlug, recent.projectSlug));
  const group =
    user.clientGroups.find((candidate) => candidate.slug === clientGroupSlug) ??
    user.clientGroups.find((candidate) => candidate.id === mapTarget?.client_group_id) ??
    user.clientGroups[0];

  return { projectsQuery, current, mapTarget: mapTarget ?? null, group: group ?? null };
}
