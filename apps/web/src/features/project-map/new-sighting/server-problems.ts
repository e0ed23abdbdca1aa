import { Value } from '@sinclair/typebox/value';
import { NewPostErrorBody } from '@highwater/core/api/new-posts';
import { ClientError } from '@/api/api-errors.ts';
import { answerField, type FieldKey, type FieldProblems } from './sighting-draft.ts';

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
  if (!Value.Check(NewPostErrorBody, error.body) || !error.body.errors?.length) return null;
  const problems: FieldProblems = {};
  for (const { field, code } of error.body.errors) {
    const key = formField(field);
    problems[key] ??= code;
  }
  return problems;
}
