import { findProject, type Project } from '@/api/get-projects.ts';
import type { RecentProject } from '@/lib/recent-project.ts';

/**
 * Spec 000 section 2: the most recent project if it still exists, otherwise the only project if
 * there is exactly one; null to stay home.
 */
export function homeTarget(projects: readonly Project[], recent: RecentProject | null) {
  const remembered = recent && findProject(projects, recent.clientGroupSlug, recent.projectSlug);
  if (remembered) return remembered;
  return projects.length === 1 ? (projects[0] ?? null) : null;
}
