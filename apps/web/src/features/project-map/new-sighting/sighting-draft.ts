import {
  NEW_POST_CLOCK_SKEW_MS,
  NEW_POST_CONTENT_MAX_LENGTH,
  NEW_POST_EARLIEST_OBSERVED_AT,
  NEW_POST_MAX_MEDIA,
  type NewPostAnswer,
  type NewPostBody,
} from '@highwater/core/api/new-posts';
import type { Investigation, Question } from '@highwater/core/api/projects';
import {
  readAnswer,
  readLocalTime,
  type AnswerInput,
  type SightingProblem,
} from './answer-input.ts';

/** Where the sighting was: a point, with the name of the place it was found by, if any. */
export interface DraftPlace {
  lng: number;
  lat: number;
  /** The search result's name; null when placed on the map (its name is looked up). */
  name: string | null;
}

/** The form's fields as typed, before they are read into a new post. */
export interface SightingDraft {
  place: DraftPlace | null;
  /** A datetime-local text, read in the time zone the sighting's times are shown in. */
  observed: string;
  content: string;
  /** By question id. */
  answers: Readonly<Record<number, AnswerInput>>;
}

/** A field of the form that can be wrong; 'form' is the form as a whole. */
export type FieldKey = 'place' | 'media' | 'observed_at' | 'content' | `answers.${number}` | 'form';
export type FieldProblems = Partial<Record<FieldKey, SightingProblem>>;

export const answerField = (questionId: number): FieldKey => `answers.${questionId}`;

/** The photos and videos of the form, as far as a submission needs them. */
export interface DraftMedia {
  /** Files added, uploaded or not. */
  count: number;
  uploading: boolean;
  failed: boolean;
  ids: number[];
}

/** The project's questions in the order the form shows them: by topic, then as the topic orders. */
export const surveyQuestions = (investigations: readonly Investigation[]): Question[] =>
  investigations.flatMap((investigation) => investigation.questions);

/** The order the form's fields come in, for moving to the first one that is wrong. */
export function fieldOrder(questions: readonly Question[]): FieldKey[] {
  return [
    'place',
    'media',
    'observed_at',
    'content',
    ...questions.map((question) => answerField(question.id)),
    'form',
  ];
}

function observedProblem(observed: string, zone: string, now: Date): SightingProblem | null {
  const time = readLocalTime(observed, zone);
  if (time === null) return 'observed_at_invalid';
  const instant = Date.parse(time);
  if (instant > now.getTime() + NEW_POST_CLOCK_SKEW_MS) return 'observed_at_in_future';
  if (instant < Date.parse(NEW_POST_EARLIEST_OBSERVED_AT)) return 'observed_at_too_early';
  return null;
}

function mediaProblem(media: DraftMedia): SightingProblem | null {
  if (media.count === 0) return 'media_missing';
  if (media.count > NEW_POST_MAX_MEDIA) return 'media_too_many';
  if (media.uploading) return 'media_uploading';
  return media.failed ? 'media_failed' : null;
}

export interface ReadContext {
  /** The zone the form's times are typed in. */
  zone: string;
  now: Date;
  idempotencyKey: string;
}

/**
 * The draft as the body of POST …/posts, or every field's problem: the server's rules (the
 * time's bounds, 1 to 10 uploaded files, the answers' types and required questions), checked
 * before sending so that the form can say so at once.
 */
export function readDraft(
  draft: SightingDraft,
  questions: readonly Question[],
  media: DraftMedia,
  { zone, now, idempotencyKey }: ReadContext,
): { body: NewPostBody } | { problems: FieldProblems } {
  const problems: FieldProblems = {};
  if (!draft.place) problems.place = 'location_invalid';
  const mediaTrouble = mediaProblem(media);
  if (mediaTrouble) problems.media = mediaTrouble;
  const observedTrouble = observedProblem(draft.observed, zone, now);
  if (observedTrouble) problems.observed_at = observedTrouble;
  if (draft.content.length > NEW_POST_CONTENT_MAX_LENGTH) problems.content = 'content_too_long';
  const answers: NewPostAnswer[] = [];
  for (const question of questions) {
    const read = readAnswer(question, draft.answers[question.id], zone);
    if (read === null) continue;
    if ('problem' in read) problems[answerField(question.id)] = read.problem;
    else answers.push({ question_id: question.id, value: read.value });
  }
  if (!draft.place || Object.keys(problems).length > 0) return { problems };
  const content = draft.content.trim();
  return {
    body: {
      observed_at: readLocalTime(draft.observed, zone)!,
      lat: draft.place.lat,
      lng: draft.place.lng,
      ...(content ? { content } : {}),
      media_ids: media.ids,
      ...(answers.length > 0 ? { answers } : {}),
      idempotency_key: idempotencyKey,
    },
  };
}

/** Whether anything was entered that closing the form would lose. */
export function draftTouched(draft: SightingDraft, initial: SightingDraft, mediaCount: number) {
  return (
    mediaCount > 0 ||
    draft.place !== null ||
    draft.content.trim() !== '' ||
    draft.observed !== initial.observed ||
    Object.keys(draft.answers).length > 0
  );
}
