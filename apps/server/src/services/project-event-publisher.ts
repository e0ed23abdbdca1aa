import type { Static } from '@sinclair/typebox';
import type {
  CommentEvent,
  ProjectChangedEvent,
  ProjectPart,
  EventActor,
  PostSeverityEvent,
  PostStatusEvent,
  PostViewersEvent,
  SavedSearchEvent,
} from '@highwater/core/api/events';
import type { Db } from '@/db/database.ts';
import { iso } from '@/domain/post-format.ts';
import {
  eventActorRow,
  eventPost,
  insertProjectEvent,
  setCreatedEventActor,
} from '@/repositories/project-event-repository.ts';

// Every publisher runs in the transaction of the change it tells about: the event row commits
// (and its NOTIFY goes out) with the change, or neither does.

type Unsent<T> = Omit<T, 'id'>;

/** Stores the event for the project named in it, for whom `audience` says. */
async function store(
  db: Db,
  payload: { type: string; project_id: number },
  audience: { postId: number | null; isInternalNote?: boolean; userId?: number },
): Promise<void> {
  await insertProjectEvent(db, {
    projectId: payload.project_id,
    type: payload.type,
    postId: audience.postId,
    payload,
    isInternalNote: audience.isInternalNote ?? false,
    userId: audience.userId ?? null,
  });
}

interface PostChange {
  projectId: number;
  postId: number;
  actorId: number;
  at: Date;
}

async function base(db: Db, change: PostChange) {
  const [post, actor] = await Promise.all([
    eventPost(db, change.postId),
    eventActorRow(db, change.actorId),
  ]);
  return { project_id: change.projectId, at: iso(change.at), actor, post };
}

export async function publishStatusChange(
  db: Db,
  change: PostChange & { fromStatusId: number | null },
): Promise<void> {
  const payload: Unsent<Static<typeof PostStatusEvent>> = {
    type: 'post.status',
    ...(await base(db, change)),
    from_status_id: change.fromStatusId,
  };
  await store(db, payload, { postId: change.postId });
}

export async function publishSeverityReview(
  db: Db,
  change: PostChange & { fromLevel: number | null },
): Promise<void> {
  const payload: Unsent<Static<typeof PostSeverityEvent>> = {
    type: 'post.severity',
    ...(await base(db, change)),
    from_level: change.fromLevel,
  };
  await store(db, payload, { postId: change.postId });
}

/** The model's level for a new post: no one made the change, and there was no level before. */
export async function publishSeverityPrediction(
  db: Db,
  change: { projectId: number; postId: number; at: Date },
): Promise<void> {
  const payload: Unsent<Static<typeof PostSeverityEvent>> = {
    type: 'post.severity',
    project_id: change.projectId,
    at: iso(change.at),
    actor: null,
    post: await eventPost(db, change.postId),
    from_level: null,
  };
  await store(db, payload, { postId: change.postId });
}

export async function publishCommentChange(
  db: Db,
  change: PostChange & {
    type: Static<typeof CommentEvent>['type'];
    commentId: number;
    isInternalNote: boolean;
  },
): Promise<void> {
  const payload: Unsent<Static<typeof CommentEvent>> = {
    type: change.type,
    ...(await base(db, change)),
    comment_id: change.commentId,
    is_internal_note: change.isInternalNote,
  };
  await store(db, payload, { postId: change.postId, isInternalNote: change.isInternalNote });
}

/**
 * Names the member who logged a post in its post.created event (the insert trigger of migration
 * 011 writes every new post's event, with no actor), so their own dashboard leaves it out.
 */
export async function setPostCreatedActor(db: Db, postId: number, actorId: number): Promise<void> {
  await setCreatedEventActor(db, postId, await eventActorRow(db, actorId));
}

/** Who has the post open now; actorId is null when a viewer's presence ran out. */
export async function publishViewers(
  db: Db,
  change: { projectId: number; postId: number; actorId: number | null; at: Date },
  viewers: EventActor[],
): Promise<void> {
  const payload: Unsent<Static<typeof PostViewersEvent>> = {
    type: 'post.viewers',
    project_id: change.projectId,
    at: iso(change.at),
    actor: change.actorId === null ? null : await eventActorRow(db, change.actorId),
    post_id: change.postId,
    viewers,
  };
  await store(db, payload, { postId: change.postId });
}

/** Only the saved search's owner receives it (user_id). */
export async function publishSavedSearchChange(
  db: Db,
  change: { projectId: number; userId: number; savedSearchId: number; deleted: boolean; at: Date },
): Promise<void> {
  const payload: Unsent<Static<typeof SavedSearchEvent>> = {
    type: 'saved_search.changed',
    project_id: change.projectId,
    at: iso(change.at),
    actor: await eventActorRow(db, change.userId),
    saved_search_id: change.savedSearchId,
    deleted: change.deleted,
  };
  await store(db, payload, { postId: null, userId: change.userId });
}

/** An admin changed the project's settings or one of its lists: every member's dashboard hears. */
export async function publishProjectChanged(
  db: Db,
  change: { projectId: number; actorId: number; part: ProjectPart; at: Date },
): Promise<void> {
  const payload: Unsent<Static<typeof ProjectChangedEvent>> = {
    type: 'project.changed',
    project_id: change.projectId,
    at: iso(change.at),
    actor: await eventActorRow(db, change.actorId),
    part: change.part,
  };
  await store(db, payload, { postId: null });
}
