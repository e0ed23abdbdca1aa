import type { Db } from '@/db/database.ts';

/**
 * Keeps a renamed project's old address: the old slug points at the project (taking it from any
 * project it pointed at before), and the new slug, now a live address, is no longer history.
 */
export async function rememberOldSlug(
  trx: Db,
  project: { id: number; clientGroupId: number; oldSlug: string | null; newSlug: string },
): Promise<void> {
  if (project.oldSlug === null || project.oldSlug === project.newSlug) return;
  await trx
    .deleteFrom('project_slug_history')
    .where('client_group_id', '=', project.clientGroupId)
    .where('slug', '=', project.newSlug)
    .execute();
  await trx
    .insertInto('project_slug_history')
    .values({
      client_group_id: project.clientGroupId,
      slug: project.oldSlug,
      project_id: project.id,
    })
    .onConflict((oc) =>
      oc.columns(['client_group_id', 'slug']).doUpdateSet({ project_id: project.id }),
    )
    .execute();
}

/** A new project takes its slug as a live address: no old address leads elsewhere with it. */
export async function claimSlug(trx: Db, clientGroupId: number, slug: string): Promise<void> {
  await trx
    .deleteFrom('project_slug_history')
    .where('client_group_id', '=', clientGroupId)
    .where('slug', '=', slug)
    .execute();
}
