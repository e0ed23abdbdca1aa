import type { Db } from '@/db/database.ts';

/** Only what the public post page may show: no status, notes, severity or author e-mail. */
export async function findPublicPost(db: Db, postId: number) {
  return db
    .selectFrom('posts as p')
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .select([
      'p.id',
      'p.content',
      'p.location',
      'p.lat',
      'p.lng',
      'p.observed_at',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
    ])
    .where('p.id', '=', postId)
    .executeTakeFirst();
}

/** The post's first media item, in the order the post shows them. */
export async function findFirstPostMedia(db: Db, postId: number) {
  return db
    .selectFrom('media')
    .select(['type', 'storage_key', 'thumbnail_key', 'width', 'height'])
    .where('post_id', '=', postId)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
