import type { Db } from '@/db/database.ts';

/**
 * Keeps a renamed group's old address: the old slug points at the group (taking it from any group
 * it pointed at before), and the new slug, now a live address, is no longer history.
 */
export async function rememberOldGroupSlug(
  trx: Db,
  group: { id: number; oldSlug: string; newSlug: string },
): Promise<void> {
  if (group.oldSlug === group.newSlug) return;
  await claimGroupSlug(trx, group.newSlug);
  await trx
    .insertInto('client_group_slug_history')
    .values({ slug: group.oldSlug, client_group_id: group.id })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ client_group_id: group.id }))
    .execute();
}

/** A group taking a slug as its live address: no old address leads elsewhere with it. */
export async function claimGroupSlug(trx: Db, slug: string): Promise<void> {
  await trx.deleteFrom('client_group_slug_history').where('slug', '=', slug).execute();
}
