import type { NewPostAnswerValue, NewPostErrorCode } from '@highwater/core/api/new-posts';
import type { Question } from '@highwater/core/api/projects';
import { instantOfLocalInput } from '../filters/zoned-dates.ts';

/**
 * What a question's field holds as typed. BOOLEAN 'yes', 'no' or ''; DECIMAL and NUMERIC the text
 * of the number; SELECT the chosen option ('' for none), or the chosen options when it allows
 * several; DATETIME a datetime-local text; TIMERANGE its start and end texts.
 */
export type AnswerInput = string | readonly string[];

/** What the form finds wrong before sending: the server's codes, and what only a form can see. */
export type SightingProblem =
  | NewPostErrorCode
  | 'media_uploading'
  | 'media_failed'
  | 'number_invalid'
  | 'time_invalid'
  | 'range_start_missing'
  | 'range_end_before_start';

export type ReadAnswer = { value: NewPostAnswerValue } | { problem: SightingProblem } | null;

const NO_TIME_RANGE: readonly string[] = ['', ''];

/** A blank field for the question. */
export function emptyAnswer(question: Question): AnswerInput {
  if (question.data_type === 'TIMERANGE') return NO_TIME_RANGE;
  if (question.data_type === 'SELECT' && question.multiple) return [];
  return '';
}

/** The field's text; '' for a field of several values. */
export const answerText = (input: AnswerInput | undefined): string =>
  typeof input === 'string' ? input : '';
/** The field's values (options ticked, a range's ends); none for a field of one text. */
export const answerList = (input: AnswerInput | undefined): readonly string[] =>
  input === undefined || typeof input === 'string' ? [] : input;
const text = answerText;
const list = answerList;

/** Digits with one decimal point or comma (a Spanish keyboard writes 12,5), and a sign. */
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

function readNumber(typed: string): ReadAnswer {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  if (!NUMBER.test(trimmed)) return { problem: 'number_invalid' };
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? { value } : { problem: 'number_invalid' };
}

/** A datetime-local text read as a wall-clock time of the zone, as an ISO instant. */
export function readLocalTime(typed: string, zone: string): string | null {
  if (typed.trim() === '') return null;
  return instantOfLocalInput(typed, zone)?.toISOString() ?? null;
}

function readTime(typed: string, zone: string): ReadAnswer {
  if (typed.trim() === '') return null;
  const time = readLocalTime(typed, zone);
  return time === null ? { problem: 'time_invalid' } : { value: time };
}

/** A start, and an end unless it is still flooded; the end not before the start. */
function readTimeRange(ends: readonly string[], zone: string): ReadAnswer {
  const [startText = '', endText = ''] = ends;
  if (startText.trim() === '' && endText.trim() === '') return null;
  if (startText.trim() === '') return { problem: 'range_start_missing' };
  const start = readLocalTime(startText, zone);
  const end = endText.trim() === '' ? null : readLocalTime(endText, zone);
  if (start === null || (endText.trim() !== '' && end === null)) return { problem: 'time_invalid' };
  if (end !== null && end < start) return { problem: 'range_end_before_start' };
  return { value: [start, end] };
}

function readSelect(question: Question, input: AnswerInput | undefined): ReadAnswer {
  const chosen = question.multiple ? list(input) : text(input) === '' ? [] : [text(input)];
  if (chosen.length === 0) return null;
  if (!chosen.every((option) => question.options.includes(option))) {
    return { problem: 'answer_not_an_option' };
  }
  // The options' own order, whatever order they were ticked in.
  const ordered = question.options.filter((option) => chosen.includes(option));
  return { value: question.multiple ? ordered : ordered[0]! };
}

function readInput(question: Question, input: AnswerInput | undefined, zone: string): ReadAnswer {
  switch (question.data_type) {
    case 'BOOLEAN':
      return text(input) === '' ? null : { value: text(input) === 'yes' };
    case 'DECIMAL':
    case 'NUMERIC':
      return readNumber(text(input));
    case 'SELECT':
      return readSelect(question, input);
    case 'DATETIME':
      return readTime(text(input), zone);
    case 'TIMERANGE':
      return readTimeRange(list(input), zone);
  }
}

/**
 * The answer's value as the server takes it (core/api/new-posts.ts), null when unanswered, or
 * what is wrong: the same rules as the server's (domain/new-post-answers.ts), times read in
 * `zone`. A required question left blank is 'answer_required'.
 */
export function readAnswer(
  question: Question,
  input: AnswerInput | undefined,
  zone: string,
): ReadAnswer {
  const read = readInput(question, input, zone);
  if (read === null && question.required) return { problem: 'answer_required' };
  return read;
}
