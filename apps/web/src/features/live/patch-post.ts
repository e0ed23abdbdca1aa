import type { ProjectEvent } from '@highwater/core/api/events';
import type { Post } from '@highwater/core/api/posts';

type PostStatusEvent = Extract<ProjectEvent, { type: 'post.status' }>;

/**
 * An open post with another person's status change: the new status, and the change at the end
 * of its history. A post that already shows that status (the user's own change, fetched again)
 * stays as it is.
 */
export function withStatusChange(post: Post, event: PostStatusEvent): Post {
  if (post.status_id === event.post.status_id) return post;
  return {
    ...post,
    status_id: event.post.status_id,
    history: [
      ...post.history,
      {
        kind: 'status',
        at: event.at,
        user: event.actor,
        from_status_id: event.from_status_id,
        to_status_id: event.post.status_id,
      },
    ],
  };
}

/** An open post with a reviewed severity level; its history comes with the next fetch. */
export function withSeverityLevel(post: Post, level: number | null): Post {
  if (post.structured_data.severity_level === level && post.structured_data.severity_level_adjusted)
    return post;
  return {
    ...post,
    structured_data: {
      ...post.structured_data,
      severity_level: level,
      severity_level_adjusted: true,
    },
  };
}
