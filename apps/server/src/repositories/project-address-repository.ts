import type { Db } from '@/db/database.ts';

/**
 * The project a group's slug names: the project with that slug now, else the renamed project
 * that had it (project_slug_history), with the slugs it has now. Undefined when neither exists.
 */
export async function findProjectBySlug(db: Db, clientGroupSlug: string, projectSlug: string) {
  const current = db
    .selectFrom('projects as p')
    .innerJoin('client_groups as g', 'g.id', 'p.client_group_id')
    .select(['p.id', 'p.client_group_id', 'g.slug as group_slug', 'p.slug'])
    .where('g.slug', '=', clientGroupSlug);
  const now = await current.where('p.slug', '=', projectSlug).executeTakeFirst();
  if (now) return now;
  return current
    .innerJoin('project_slug_history as h', (join) =>
      join.onRef('h.project_id', '=', 'p.id').onRef('h.client_group_id', '=', 'g.id'),
    )
    .where('h.slug', '=', projectSlug)
    .executeTakeFirst();
}
