import { REPORT_PAGE_IDS as IDS } from '@highwater/core/report-page';

/** A problem of the form: the message, the element to go to, and the line under the field. */
export interface FieldProblem {
  message: string;
  /** The id of the field (the first of a group) that the summary's link focuses. */
  target: string;
  /** The id of the field's error line; none for a problem of the whole report. */
  errorId?: string;
}

export const mediaProblem = (message: string): FieldProblem => ({
  message,
  target: IDS.picker,
  errorId: `${IDS.files}-error`,
});
export const placeProblem = (message: string): FieldProblem => ({
  message,
  target: IDS.locate,
  errorId: `${IDS.map}-error`,
});
export const fieldProblem = (id: string, message: string): FieldProblem => ({
  message,
  target: id,
  errorId: `${id}-error`,
});
export const questionProblem = (questionId: number, message: string): FieldProblem => ({
  message,
  target: `question-${questionId}`,
  errorId: `question-${questionId}-error`,
});

function clear(form: HTMLFormElement): void {
  for (const line of form.querySelectorAll<HTMLElement>('.field-error')) {
    line.hidden = true;
    line.textContent = '';
  }
  for (const field of form.querySelectorAll('[aria-invalid]'))
    field.removeAttribute('aria-invalid');
}

/**
 * Shows the problems under their fields and in the summary above the form, which takes the
 * focus so that a screen reader reads them; none clears both.
 */
export function showProblems(form: HTMLFormElement, problems: FieldProblem[]): void {
  clear(form);
  const summary = document.getElementById(IDS.errorSummary);
  const list = summary?.querySelector('ul');
  if (!summary || !list) return;
  list.replaceChildren();
  summary.hidden = problems.length === 0;
  if (problems.length === 0) return;
  for (const problem of problems) {
    const line = problem.errorId ? document.getElementById(problem.errorId) : null;
    if (line) {
      line.textContent = line.textContent
        ? `${line.textContent} ${problem.message}`
        : problem.message;
      line.hidden = false;
    }
    const field = document.getElementById(problem.target);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.setAttribute('aria-invalid', 'true');
    }
    const link = document.createElement('a');
    link.href = `#${problem.target}`;
    link.textContent = problem.message;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      document.getElementById(problem.target)?.focus();
    });
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  summary.focus();
}
