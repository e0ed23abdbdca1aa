import type { NewPostAnswer, NewPostAnswerValue } from '@highwater/core/api/new-posts';
import type { NewPostProblem } from './new-post-problems.ts';

/** A survey question of the project, as a new post's answers are checked against it. */
export interface SurveyQuestion {
  id: number;
  investigation_id: number;
  data_type: 'BOOLEAN' | 'DECIMAL' | 'NUMERIC' | 'SELECT' | 'DATETIME' | 'TIMERANGE';
  multiple: boolean;
  options: string[];
  required: boolean;
}

/** An answer as stored (demo/post-answers.ts writes the same forms). */
export interface StoredAnswer {
  question_id: number;
  investigation_id: number;
  value: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** An ISO 8601 time with its offset, as stored (UTC); null when it is not one. */
function isoTime(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_TIME.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

type Read = { value: string } | { problem: 'answer_wrong_type' | 'answer_not_an_option' };

const wrongType: Read = { problem: 'answer_wrong_type' };

function readSelect(question: SurveyQuestion, value: NewPostAnswerValue): Read {
  const chosen = question.multiple ? value : [value];
  if (!Array.isArray(chosen) || chosen.length === 0) return wrongType;
  if (!chosen.every((option) => typeof option === 'string')) return wrongType;
  if (new Set(chosen).size !== chosen.length) return wrongType;
  if (!chosen.every((option) => question.options.includes(option))) {
    return { problem: 'answer_not_an_option' };
  }
  return { value: question.multiple ? JSON.stringify(chosen) : chosen[0]! };
}

function readTimeRange(value: NewPostAnswerValue): Read {
  if (!Array.isArray(value) || value.length !== 2) return wrongType;
  const start = isoTime(value[0]);
  const end = value[1] === null ? null : isoTime(value[1]);
  if (start === null || (value[1] !== null && end === null)) return wrongType;
  if (end !== null && end < start) return wrongType;
  return { value: JSON.stringify([start, end]) };
}

/** The value as stored text, or why it does not fit the question. */
function readValue(question: SurveyQuestion, value: NewPostAnswerValue): Read {
  switch (question.data_type) {
    case 'BOOLEAN':
      return typeof value === 'boolean' ? { value: String(value) } : wrongType;
    case 'DECIMAL':
    case 'NUMERIC':
      return typeof value === 'number' && Number.isFinite(value)
        ? { value: String(value) }
        : wrongType;
    case 'SELECT':
      return readSelect(question, value);
    case 'DATETIME': {
      const time = isoTime(value);
      return time === null ? wrongType : { value: time };
    }
    case 'TIMERANGE':
      return readTimeRange(value);
  }
}

/**
 * The answers checked against the project's survey: each names a question of the project once,
 * with a value of the question's type (a SELECT's among its options), and every required question
 * is answered. Problems are named by 'answers.<question id>'.
 */
export function checkAnswers(
  answers: readonly NewPostAnswer[],
  questions: readonly SurveyQuestion[],
): { answers: StoredAnswer[]; problems: NewPostProblem[] } {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const stored: StoredAnswer[] = [];
  const problems: NewPostProblem[] = [];
  const seen = new Set<number>();
  for (const answer of answers) {
    const field = `answers.${answer.question_id}`;
    const question = byId.get(answer.question_id);
    if (!question) {
      problems.push({ field, code: 'answer_unknown_question' });
      continue;
    }
    if (seen.has(question.id)) {
      problems.push({ field, code: 'answer_duplicate' });
      continue;
    }
    seen.add(question.id);
    const read = readValue(question, answer.value);
    if ('problem' in read) problems.push({ field, code: read.problem });
    else
      stored.push({
        question_id: question.id,
        investigation_id: question.investigation_id,
        value: read.value,
      });
  }
  for (const question of questions) {
    if (question.required && !seen.has(question.id)) {
      problems.push({ field: `answers.${question.id}`, code: 'answer_required' });
    }
  }
  return { answers: stored, problems };
}
