import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';

/** Only what a public profile may show: no e-mail, no coordinates. */
export async function findProfilePerson(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'avatar_url', 'location'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The person's newest sightings by observation time, each with its first picture if any. */
export async function listRecentPostsOfAuthor(db: Db, authorId: number, limit: number) {
  return db
    .selectFrom('posts as p')
    .select([
      'p.id',
      'p.location',
      'p.observed_at',
      // The same picture the sightings list shows: the first media item's thumbnail, or a photo.
      sql<
        string | null
      >`(SELECT coalesce(m.thumbnail_key, CASE WHEN m.type = 'image' THEN m.storage_key END)
        FROM media m WHERE m.post_id = p.id ORDER BY m.sort_order, m.id LIMIT 1)`.as(
        'thumbnail_key',
      ),
    ])
    .where('p.author_id', '=', authorId)
    .orderBy('p.observed_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}
