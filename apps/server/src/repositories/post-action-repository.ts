import type { Db } from '@/db/database.ts';

export async function setPostStatus(
  db: Db,
  change: { postId: number; userId: number; from: number | null; to: number },
): Promise<void> {
  await db
    .updateTable('posts')
    .set({ status_id: change.to })
    .where('id', '=', change.postId)
    .execute();
  await db
    .insertInto('post_status_changes')
    .values({
      post_id: change.postId,
      user_id: change.userId,
      from_status_id: change.from,
      to_status_id: change.to,
    })
    .execute();
}

/** Records that the user saw the post now, in the history and as their latest view. */
export async function upsertPostView(db: Db, userId: number, postId: number): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    const seenAt = new Date();
    await trx
      .insertInto('post_view_events')
      .values({ user_id: userId, post_id: postId, viewed_at: seenAt })
      .execute();
    const row = await trx
      .insertInto('post_views')
      .values({ user_id: userId, post_id: postId, seen_at: seenAt })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'post_id'])
          .doUpdateSet((eb) => ({ seen_at: eb.ref('excluded.seen_at') })),
      )
      .returning('seen_at')
      .executeTakeFirstOrThrow();
    return row.seen_at;
  });
}
