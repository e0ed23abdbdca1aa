import type { LiveEventFacts } from '@/domain/live-event-access.ts';
import type { StoredProjectEvent } from '@/repositories/project-event-repository.ts';

/** A stored event ready to send: its facts for the access rule and its message, built once. */
export interface LiveEvent extends LiveEventFacts {
  id: number;
  projectId: number;
  /** The Server-Sent Events message: id, event type and the event as JSON. */
  message: string;
}

function observedAt(payload: Record<string, unknown>): Date | null {
  const post = payload.post;
  if (typeof post !== 'object' || post === null || !('observed_at' in post)) return null;
  return typeof post.observed_at === 'string' ? new Date(post.observed_at) : null;
}

export function toLiveEvent(row: StoredProjectEvent): LiveEvent {
  const data = JSON.stringify({ id: String(row.id), ...row.payload });
  return {
    id: row.id,
    projectId: row.project_id,
    isInternalNote: row.is_internal_note,
    userId: row.user_id,
    postObservedAt: observedAt(row.payload),
    message: `id: ${row.id}\nevent: ${row.type}\ndata: ${data}\n\n`,
  };
}
