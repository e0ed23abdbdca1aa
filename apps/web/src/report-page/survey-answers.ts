import type { NewPostAnswer } from '@highwater/core/api/new-posts';
import type { ReportQuestion } from '@highwater/core/report-page';
import type { ReportPageTexts } from '@highwater/core/report-page-texts';
import { questionProblem, type FieldProblem } from './field-problems.ts';
import { fromLocalInput } from './local-time.ts';

type Read = { value: NewPostAnswer['value'] } | { empty: true } | { problem: string };

const EMPTY: Read = { empty: true };

function inputs(form: HTMLFormElement, name: string): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('input')].filter(
    (input) => input.name === name,
  );
}

const text = (form: HTMLFormElement, name: string) => inputs(form, name)[0]?.value.trim() ?? '';

/** A number as people type it: "2.5", or "2,5" where the comma marks decimals. */
function readNumber(value: string, t: ReportPageTexts): Read {
  if (value === '') return EMPTY;
  const number = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(value)
    ? Number(value.replace(',', '.'))
    : Number.NaN;
  return Number.isFinite(number) ? { value: number } : { problem: t.survey.errors.number };
}

function readTime(value: string, t: ReportPageTexts): Read {
  if (value === '') return EMPTY;
  const time = fromLocalInput(value);
  return time ? { value: time.toISOString() } : { problem: t.survey.errors.time };
}

function readRange(form: HTMLFormElement, name: string, t: ReportPageTexts): Read {
  const start = readTime(text(form, `${name}.start`), t);
  const end = readTime(text(form, `${name}.end`), t);
  if ('problem' in start) return start;
  if ('problem' in end) return end;
  if ('empty' in start) return 'empty' in end ? EMPTY : { problem: t.survey.errors.time };
  if ('empty' in end) return { value: [start.value as string, null] };
  if ((end.value as string) < (start.value as string)) {
    return { problem: t.survey.errors.endBeforeStart };
  }
  return { value: [start.value as string, end.value as string] };
}

function readQuestion(form: HTMLFormElement, question: ReportQuestion, t: ReportPageTexts): Read {
  const name = `answers.${question.id}`;
  const checked = inputs(form, name)
    .filter((input) => input.checked)
    .map((input) => input.value);
  switch (question.data_type) {
    case 'BOOLEAN':
      return checked.length === 0 ? EMPTY : { value: checked[0] === 'true' };
    case 'SELECT':
      if (checked.length === 0) return EMPTY;
      return { value: question.multiple ? checked : checked[0]! };
    case 'DECIMAL':
    case 'NUMERIC':
      return readNumber(text(form, name), t);
    case 'DATETIME':
      return readTime(text(form, name), t);
    case 'TIMERANGE':
      return readRange(form, name, t);
  }
}

/**
 * The survey's answers as the report call takes them (as the server checks them: values of the
 * question's type, every required question answered), and the problems of those that cannot be.
 */
export function readAnswers(
  form: HTMLFormElement,
  questions: readonly ReportQuestion[],
  t: ReportPageTexts,
): { answers: NewPostAnswer[]; problems: FieldProblem[] } {
  const answers: NewPostAnswer[] = [];
  const problems: FieldProblem[] = [];
  for (const question of questions) {
    const read = readQuestion(form, question, t);
    if ('problem' in read) problems.push(questionProblem(question.id, read.problem));
    else if ('value' in read) answers.push({ question_id: question.id, value: read.value });
    else if (question.required) {
      problems.push(questionProblem(question.id, t.survey.errors.required));
    }
  }
  return { answers, problems };
}
