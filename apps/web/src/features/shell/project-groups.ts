import type { ClientGroupRef } from '@/api/get-client-groups.ts';
import type { Project, ProjectList } from '@/api/get-projects.ts';

export interface ProjectGroup {
  group: ClientGroupRef | null;
  projects: Project[];
}

/**
 * The project menu's sections: one per client group when the user has more than one group
 * (empty groups left out), otherwise a single untitled section.
 */
export function groupProjects({ projects, clientGroups }: ProjectList): ProjectGroup[] {
  if (clientGroups.length <= 1) return projects.length ? [{ group: null, projects }] : [];
  return [...clientGroups]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((group) => ({
      group,
      projects: projects.filter((project) => project.client_group_id === group.id),
    }))
    .filter((section) => section.projects.length > 0);
}
