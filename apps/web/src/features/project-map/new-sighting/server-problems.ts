import {
  NEW_POST_ERROR_CODES,
  type NewPostErrorCode,
  type NewPostFieldError,
} from '@highwater/core/api/new-posts';
import { ClientError } from '@/api/api-errors.ts';
import { isRecord } from '@/lib/storage.ts';
import { answerField, type FieldKey, type FieldProblems } from './sighting-draft.ts';

const isCode = (value: unknown): value is NewPostErrorCode =>
  typeof value === 'string' && (NEW_POST_ERROR_CODES as readonly string[]).includes(value);

/** The `errors` of a refusal's body (NewPostErrorBody), those of a known code. */
function fieldErrors(body: unknown): Pick<NewPostFieldError, 'field' | 'code'>[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((error: unknown) =>
    isRecord(error) && typeof error.field === 'string' && isCode(error.code)
      ? [{ field: error.field, code: error.code }]
      : [],
  );
}

/** The form's field of a field the server names ('lat', 'media_ids.12', 'answers.7'…). */
function formField(field: string): FieldKey {
  const [top, second] = field.split('.');
  if (top === 'lat' || top === 'lng') return 'place';
  if (top === 'media_ids') return 'media';
  if (top === 'observed_at' || top === 'content') return top;
  if (top === 'answers' && second !== undefined && /^\d+$/.test(second)) {
    return answerField(Number(second));
  }
  return 'form';
}

/**
 * The fields' problems of a new post the server refused (a 400 naming them), the first problem
 * of each field; null for any other failure, which the form words as a whole.
 */
export function serverProblems(error: unknown): FieldProblems | null {
  if (!(error instanceof ClientError) || error.status !== 400) return null;
  const errors = fieldErrors(error.body);
  if (errors.length === 0) return null;
  const problems: FieldProblems = {};
  for (const { field, code } of errors) problems[formField(field)] ??= code;
  return problems;
}
