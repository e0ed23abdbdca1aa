import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { bulkInsert, reserveIds } from '@/db/bulk-insert.ts';
import type { PostBatch } from './post-draft.ts';

/** Row counts written, by table. */
export type WrittenCounts = Record<string, number>;

function idAt(ids: readonly number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`No id reserved for row ${index}`);
  return id;
}

/** Writes a batch of generated posts and everything attached to them, a statement per table. */
export async function writeBatch(db: Kysely<Database>, batch: PostBatch): Promise<WrittenCounts> {
  const postIds = await reserveIds(db, 'posts', batch.posts.length);
  const mediaIds = await reserveIds(db, 'media', batch.media.length);
  const post = (index: number) => idAt(postIds, index);

  await bulkInsert(
    db,
    'posts',
    {
      id: 'integer',
      project_id: 'integer',
      author_id: 'integer',
      lat: 'double precision',
      lng: 'double precision',
      location: 'text',
      content: 'text',
      status_id: 'integer',
      featured: 'boolean',
      observed_at: 'timestamptz',
      created_at: 'timestamptz',
      last_comment_at: 'timestamptz',
      severity_level: 'smallint',
      severity_level_adjusted: 'boolean',
      ai_metrics: 'jsonb',
      weather_details: 'jsonb',
    },
    batch.posts.map((row, index) => ({ ...row, id: post(index) })),
  );
  await bulkInsert(
    db,
    'media',
    {
      id: 'integer',
      post_id: 'integer',
      uploader_id: 'integer',
      type: 'text',
      mime_type: 'text',
      storage_key: 'text',
      thumbnail_key: 'text',
      width: 'integer',
      height: 'integer',
      byte_size: 'integer',
      mux_playback_id: 'text',
      sort_order: 'integer',
      created_at: 'timestamptz',
    },
    batch.media.map(({ post: index, ...row }, i) => ({
      ...row,
      id: idAt(mediaIds, i),
      post_id: post(index),
    })),
  );
  await bulkInsert(
    db,
    'flood_extents',
    { media_id: 'integer', geojson: 'jsonb' },
    batch.floodExtents.map((row) => ({
      media_id: idAt(mediaIds, row.media),
      geojson: row.geojson,
    })),
  );
  await bulkInsert(
    db,
    'post_investigations',
    { post_id: 'integer', investigation_id: 'integer' },
    batch.topics.map((row) => ({
      post_id: post(row.post),
      investigation_id: row.investigation_id,
    })),
  );
  await bulkInsert(
    db,
    'structured_answers',
    { post_id: 'integer', question_id: 'integer', value: 'text' },
    batch.answers.map(({ post: index, ...row }) => ({ ...row, post_id: post(index) })),
  );
  await bulkInsert(
    db,
    'comments',
    {
      post_id: 'integer',
      author_id: 'integer',
      content: 'text',
      is_internal_note: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    batch.comments.map(({ post: index, ...row }) => ({ ...row, post_id: post(index) })),
  );
  await bulkInsert(
    db,
    'post_views',
    { post_id: 'integer', user_id: 'integer', seen_at: 'timestamptz' },
    batch.views.map(({ post: index, ...row }) => ({ ...row, post_id: post(index) })),
  );
  await bulkInsert(
    db,
    'post_status_changes',
    {
      post_id: 'integer',
      user_id: 'integer',
      from_status_id: 'integer',
      to_status_id: 'integer',
      changed_at: 'timestamptz',
    },
    batch.statusChanges.map(({ post: index, ...row }) => ({ ...row, post_id: post(index) })),
  );
  await bulkInsert(
    db,
    'severity_corrections',
    {
      post_id: 'integer',
      user_id: 'integer',
      from_level: 'smallint',
      to_level: 'smallint',
      comment: 'text',
      created_at: 'timestamptz',
    },
    batch.corrections.map(({ post: index, ...row }) => ({ ...row, post_id: post(index) })),
  );
  return {
    posts: batch.posts.length,
    media: batch.media.length,
    flood_extents: batch.floodExtents.length,
    post_investigations: batch.topics.length,
    structured_answers: batch.answers.length,
    comments: batch.comments.length,
    post_views: batch.views.length,
    post_status_changes: batch.statusChanges.length,
    severity_corrections: batch.corrections.length,
  };
}

export function addCounts(total: WrittenCounts, more: WrittenCounts): WrittenCounts {
  for (const [table, count] of Object.entries(more)) total[table] = (total[table] ?? 0) + count;
  return total;
}
