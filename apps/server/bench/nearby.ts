import { sql, type Kysely } from 'kysely';
import { METERS_PER_MILE } from '@highwater/core/constants';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { Database } from '@/db/schema.ts';
import type { GeneratedProject } from './generate-posts.ts';

const DAY = 86_400_000;

/** The post panel's "Show nearby posts": half a mile around the post. */
export const NEARBY_RADIUS_M = 0.5 * METERS_PER_MILE;

/** A post of the generated project, the newest observed at least `daysAgo` before its end. */
export async function postDaysAgo(
  db: Kysely<Database>,
  project: GeneratedProject,
  daysAgo: number,
): Promise<{ lat: number; lng: number; observed_at: Date }> {
  const before = new Date(project.end.getTime() - daysAgo * DAY);
  const { rows } = await sql<{ lat: number; lng: number; observed_at: Date }>`
    SELECT lat, lng, observed_at FROM posts
    WHERE project_id = ${project.projectId} AND observed_at <= ${before}
    ORDER BY observed_at DESC, id DESC LIMIT 1`.execute(db);
  if (!rows[0]) throw new Error(`no post ${daysAgo} days before the end`);
  return rows[0];
}

/** The nearby filter: the radius around the post, and a window of ±halfDays around its time. */
export function nearbyQuery(
  post: { lat: number; lng: number; observed_at: Date },
  halfDays: number,
): PostsFilterQuery {
  const at = post.observed_at.getTime();
  return {
    near_point: [`${post.lng},${post.lat},${NEARBY_RADIUS_M}`],
    from_date: new Date(at - halfDays * DAY).toISOString(),
    to_date: new Date(at + halfDays * DAY).toISOString(),
  };
}
