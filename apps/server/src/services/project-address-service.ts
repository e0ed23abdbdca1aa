import type { ProjectAddress } from '@highwater/core/api/projects';
import type { Db } from '@/db/database.ts';
import { notFound } from '@/plugins/http-errors.ts';
import { findProjectBySlug } from '@/repositories/project-address-repository.ts';
import { isMember, PROJECT_NOT_FOUND } from './access-service.ts';

/** Where the slugs lead now, for a member of the project's group; 404 otherwise. */
export async function resolveProjectAddress(
  db: Db,
  userId: number,
  clientGroupSlug: string,
  projectSlug: string,
): Promise<ProjectAddress> {
  const project = await findProjectBySlug(db, clientGroupSlug, projectSlug);
  if (!project?.slug || !(await isMember(db, userId, project.client_group_id))) {
    throw notFound(PROJECT_NOT_FOUND);
  }
  return {
    project_id: project.id,
    client_group_slug: project.group_slug,
    project_slug: project.slug,
  };
}
