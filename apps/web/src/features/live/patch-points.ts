import type { EventPost } from '@highwater/core/api/events';
import type { PostPoints } from '@highwater/core/api/posts';

const COLUMNS = ['id', 'lng', 'lat', 'status_id', 'severity_level', 'seen', 'featured'] as const;

/** The post's status and severity as the event gives them, in place; other points unchanged. */
export function patchPoint(points: PostPoints, post: EventPost): PostPoints {
  const index = points.id.indexOf(post.id);
  if (index < 0) return points;
  if (
    points.status_id[index] === post.status_id &&
    points.severity_level[index] === post.severity_level
  ) {
    return points;
  }
  const status_id = [...points.status_id];
  const severity_level = [...points.severity_level];
  status_id[index] = post.status_id;
  severity_level[index] = post.severity_level;
  return { ...points, status_id, severity_level };
}

/** The points without the post (it no longer matches the query). */
export function removePoint(points: PostPoints, postId: number): PostPoints {
  const index = points.id.indexOf(postId);
  if (index < 0 || points.total === null) return points;
  const next = { ...points, total: points.total - 1 };
  for (const column of COLUMNS) {
    const values = [...points[column]] as never[];
    values.splice(index, 1);
    next[column] = values;
  }
  return next;
}

/**
 * A new post, unseen, first (the points are ordered newest observed first). A capped answer stays
 * as it is: its cells refresh with the view.
 */
export function addPoint(points: PostPoints, post: EventPost): PostPoints {
  if (points.total === null) return points;
  if (points.id.includes(post.id)) return patchPoint(points, post);
  return {
    total: points.total + 1,
    capped: false,
    extent: null,
    id: [post.id, ...points.id],
    lng: [post.lng, ...points.lng],
    lat: [post.lat, ...points.lat],
    status_id: [post.status_id, ...points.status_id],
    severity_level: [post.severity_level, ...points.severity_level],
    seen: [0, ...points.seen],
    featured: [post.featured ? 1 : 0, ...points.featured],
  };
}
