import type { Post } from '@highwater/core/api/posts';
import type { Project } from '@/api/get-projects.ts';
import type { RecentProject } from '@/lib/recent-project.ts';

/** The remembered project first, then the others in their usual order. */
export function searchOrder(projects: readonly Project[], recent: RecentProject | null): Project[] {
  const first = recent
    ? projects.find(
        (project) =>
          project.clientGroup.slug === recent.clientGroupSlug &&
          project.slug === recent.projectSlug,
      )
    : undefined;
  return first ? [first, ...projects.filter((project) => project !== first)] : [...projects];
}

export interface FoundPost {
  project: Project;
  post: Post;
}

/**
 * Asks each project for the post, one at a time, until one answers (spec 001 section 2,
 * Direct-post). A project that fails (not there, no access, any error) passes to the next; null
 * when none has it.
 */
export async function findPost(
  projects: readonly Project[],
  fetchPost: (projectId: number) => Promise<Post>,
  signal?: AbortSignal,
): Promise<FoundPost | null> {
  for (const project of projects) {
    signal?.throwIfAborted();
    try {
      return { project, post: await fetchPost(project.id) };
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return null;
}
