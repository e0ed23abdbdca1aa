import type { CreatedPost, NewPostBody } from '@highwater/core/api/new-posts';
import { POST_EXCERPT_LENGTH } from '@highwater/core/api/posts';
import { placeTimeZone } from '@/adapters/time-zone.ts';
import type { Db } from '@/db/database.ts';
import { checkAnswers } from '@/domain/new-post-answers.ts';
import { checkFields, withMessage, type NewPostProblem } from '@/domain/new-post-problems.ts';
import { toPostSummary } from '@/domain/post-format.ts';
import { HttpError, InvalidFields, notFound } from '@/plugins/http-errors.ts';
import { findMemberProjectScope, findProjectScope } from '@/repositories/access-repository.ts';
import {
  attachUploadsToPost,
  findCreatedPost,
  findSubmittedPost,
  insertAnswers,
  insertPost,
  lockSubmission,
  projectQuestions,
  type PostCaller,
  type SubmittedPost,
} from '@/repositories/new-post-repository.ts';
import { postMedia } from '@/repositories/post-detail-repository.ts';
import { linkPostWeatherEvents } from '@/repositories/post-weather-event-repository.ts';
import { lockUploads, type UploadOwnership } from '@/repositories/upload-repository.ts';
import { PROJECT_NOT_FOUND } from './access-service.ts';
import type { IntakeCaller } from './intake-key-auth.ts';
import { locationText } from './post-location.ts';
import { refreshPostRegions } from './post-regions.ts';
import { toMedia } from './post-detail-service.ts';
import { setPostCreatedActor } from './project-event-publisher.ts';
import type { QueueSeverity } from './severity-prediction-service.ts';

/**
 * Who sends a new post: a signed-in member of the project, an intake key of it, or a resident on
 * the report page of a project that accepts public reports, known by the page's upload session.
 */
export type NewPostSender =
  | { kind: 'member'; userId: number }
  | { kind: 'intake_key'; key: IntakeCaller }
  | { kind: 'public'; projectId: number; sessionHash: string };

export const NEW_POST_REFUSED = 'The post was not created: check the fields named in errors';
export const IDEMPOTENCY_KEY_TAKEN = 'This idempotency_key was already used by someone else';

export interface NewPostResult {
  post: CreatedPost;
  /** False when the idempotency key found an earlier post, which is answered again. */
  created: boolean;
}

function refuse(problems: NewPostProblem[]): never {
  throw new InvalidFields(NEW_POST_REFUSED, problems.map(withMessage));
}

async function findScope(db: Db, sender: NewPostSender, projectId: number) {
  switch (sender.kind) {
    case 'member':
      return findMemberProjectScope(db, sender.userId, projectId);
    case 'intake_key':
      return sender.key.projectId === projectId ? findProjectScope(db, projectId) : null;
    case 'public': {
      if (sender.projectId !== projectId) return null;
      const scope = await findProjectScope(db, projectId);
      return scope?.project.accepts_public_reports ? scope : null;
    }
  }
}

async function projectScope(db: Db, sender: NewPostSender, projectId: number) {
  const scope = await findScope(db, sender, projectId);
  if (!scope) throw notFound(PROJECT_NOT_FOUND);
  return scope;
}

function callerOf(sender: NewPostSender): PostCaller {
  switch (sender.kind) {
    case 'member':
      return { source: 'staff', author_id: sender.userId, intake_key_id: null };
    case 'intake_key':
      return { source: 'intake_key', author_id: null, intake_key_id: sender.key.keyId };
    case 'public':
      return { source: 'public', author_id: null, intake_key_id: null };
  }
}

/**
 * An upload the sender may attach: their own (their key's, their report session's), attached to
 * nothing yet.
 */
function usableBy(sender: NewPostSender, upload: UploadOwnership | undefined): boolean {
  if (!upload || upload.post_id !== null || upload.comment_id !== null) return false;
  switch (sender.kind) {
    case 'member':
      return upload.uploader_id === sender.userId && upload.intake_key_id === null;
    case 'intake_key':
      return upload.intake_key_id === sender.key.keyId;
    case 'public':
      return (
        upload.upload_session_hash === sender.sessionHash &&
        upload.uploader_id === null &&
        upload.intake_key_id === null
      );
  }
}

/** Whether an earlier post of the idempotency key was sent by this sender. */
function sentBy(earlier: SubmittedPost, sender: NewPostSender): boolean {
  const caller = callerOf(sender);
  const same =
    earlier.source === caller.source &&
    earlier.author_id === caller.author_id &&
    earlier.intake_key_id === caller.intake_key_id;
  // Residents are told apart by the report session their post's uploads came from.
  return same && (sender.kind !== 'public' || earlier.session_hash === sender.sessionHash);
}

const optionalText = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Creates a sighting in one transaction: the post with the project's default status, its location
 * text and no severity (not assessed), its uploads attached in the order given, its answers by
 * question and its topics, its regions and weather events, and its severity job (queueSeverity);
 * the summary tables and its post.created event follow from the insert's triggers. A second
 * submission with the same idempotency key waits for the first and answers its post.
 */
export async function createNewPost(
  db: Db,
  sender: NewPostSender,
  projectId: number,
  body: NewPostBody,
  queueSeverity: QueueSeverity,
  now = new Date(),
): Promise<NewPostResult> {
  const scope = await projectScope(db, sender, projectId);
  const checked = checkAnswers(body.answers ?? [], await projectQuestions(db, projectId));
  const problems = [...checkFields(body, now), ...checked.problems];
  if (problems.length > 0) refuse(problems);
  const caller = callerOf(sender);
  const location = await locationText(db, projectId, body);

  const result = await db.transaction().execute(async (trx) => {
    await lockSubmission(trx, projectId, body.idempotency_key);
    const earlier = await findSubmittedPost(trx, projectId, body.idempotency_key);
    if (earlier) {
      if (!sentBy(earlier, sender)) throw new HttpError(409, IDEMPOTENCY_KEY_TAKEN);
      return { postId: earlier.id, created: false };
    }
    const uploads = new Map((await lockUploads(trx, body.media_ids)).map((row) => [row.id, row]));
    const unusable = body.media_ids.filter((id) => !usableBy(sender, uploads.get(id)));
    if (unusable.length > 0) {
      refuse(unusable.map((id) => ({ field: `media_ids.${id}`, code: 'media_unusable' })));
    }
    const postId = await insertPost(trx, {
      project_id: projectId,
      ...caller,
      lat: body.lat,
      lng: body.lng,
      location,
      content: body.content?.trim() ?? '',
      status_id: scope.defaultStatusId,
      observed_at: new Date(body.observed_at),
      reporter_name: optionalText(body.reporter?.name),
      reporter_email: optionalText(body.reporter?.email),
      idempotency_key: body.idempotency_key,
    });
    await attachUploadsToPost(trx, body.media_ids, postId);
    await insertAnswers(trx, postId, checked.answers);
    await refreshPostRegions(trx, [postId]);
    await linkPostWeatherEvents(trx, postId);
    if (caller.author_id !== null) await setPostCreatedActor(trx, postId, caller.author_id);
    await queueSeverity(trx, postId);
    return { postId, created: true };
  });
  return {
    post: await readCreatedPost(db, result.postId, scope.defaultStatusId),
    created: result.created,
  };
}

async function readCreatedPost(
  db: Db,
  postId: number,
  defaultStatusId: number | null,
): Promise<CreatedPost> {
  const [row, media] = await Promise.all([
    findCreatedPost(db, postId, POST_EXCERPT_LENGTH),
    postMedia(db, postId),
  ]);
  if (!row) throw notFound();
  return {
    ...toPostSummary(row, defaultStatusId),
    project_id: row.project_id,
    source: row.source,
    time_zone: placeTimeZone(row.lat, row.lng, row.observed_at),
    media: media.map(toMedia),
  };
}
