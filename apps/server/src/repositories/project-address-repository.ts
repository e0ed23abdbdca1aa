import type { Db } from '@/db/database.ts';

/** The group a slug names: the group with that slug now, else the renamed group that had it. */
async function groupIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const now = await db
    .selectFrom('client_groups')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (now) return now.id;
  const before = await db
    .selectFrom('client_group_slug_history')
    .select('client_group_id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return before?.client_group_id;
}

/**
 * The project a group's slug and its own name: the project with that slug now, else the renamed
 * project that had it (project_slug_history), with the slugs it has now. A renamed group's old
 * slug (client_group_slug_history) names it too. Undefined when neither exists.
 */
export async function findProjectBySlug(db: Db, clientGroupSlug: string, projectSlug: string) {
  const groupId = await groupIdBySlug(db, clientGroupSlug);
  if (groupId === undefined) return undefined;
  const current = db
    .selectFrom('projects as p')
    .innerJoin('client_groups as g', 'g.id', 'p.client_group_id')
    .select(['p.id', 'p.client_group_id', 'g.slug as group_slug', 'p.slug'])
    .where('g.id', '=', groupId);
  const now = await current.where('p.slug', '=', projectSlug).executeTakeFirst();
  if (now) return now;
  return current
    .innerJoin('project_slug_history as h', (join) =>
      join.onRef('h.project_id', '=', 'p.id').onRef('h.client_group_id', '=', 'g.id'),
    )
    .where('h.slug', '=', projectSlug)
    .executeTakeFirst();
}
