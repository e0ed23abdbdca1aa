import type { ReportQuestion } from '@highwater/core/report-page';
import { unitSymbol, type ReportPageTexts } from '@highwater/core/report-page-texts';
import { escapeHtml } from '@/main-site/pages/page-layout.ts';

/** The id of a question's field (or its first), its error's, and its inputs' name. */
export const questionIds = (question: { id: number }) => ({
  field: `question-${question.id}`,
  error: `question-${question.id}-error`,
  name: `answers.${question.id}`,
});

function marker(question: ReportQuestion, t: ReportPageTexts): string {
  return question.required ? ` <span class="req">(${escapeHtml(t.required)})</span>` : '';
}

function title(question: ReportQuestion, t: ReportPageTexts): string {
  const unit = question.unit ? ` ${escapeHtml(t.survey.unit(unitSymbol(question.unit)))}` : '';
  return `${escapeHtml(question.title)}${unit}${marker(question, t)}`;
}

const errorLine = (id: string) => `<p class="field-error" id="${id}" hidden></p>`;

/** A group of radio buttons or check boxes, its legend the question. */
function choices(
  question: ReportQuestion,
  t: ReportPageTexts,
  type: 'radio' | 'checkbox',
  options: { value: string; label: string }[],
): string {
  const ids = questionIds(question);
  const inputs = options
    .map(
      (option, index) =>
        `<label class="choice"><input type="${type}" name="${ids.name}" value="${escapeHtml(option.value)}"${index === 0 ? ` id="${ids.field}"` : ''}> ${escapeHtml(option.label)}</label>`,
    )
    .join('');
  return `<fieldset class="question" data-question="${question.id}" aria-describedby="${ids.error}">
<legend>${title(question, t)}</legend>
<div class="choices">${inputs}</div>
${errorLine(ids.error)}
</fieldset>`;
}

/** One input under its label. */
function single(question: ReportQuestion, t: ReportPageTexts, input: string): string {
  const ids = questionIds(question);
  return `<div class="question" data-question="${question.id}">
<label class="label" for="${ids.field}">${title(question, t)}</label>
${input}
${errorLine(ids.error)}
</div>`;
}

function timeRange(question: ReportQuestion, t: ReportPageTexts): string {
  const ids = questionIds(question);
  const required = question.required ? ' required' : '';
  return `<fieldset class="question" data-question="${question.id}" aria-describedby="${ids.error}">
<legend>${title(question, t)}</legend>
<div class="range">
<div><label for="${ids.field}">${escapeHtml(t.survey.start)}</label><input type="datetime-local" id="${ids.field}" name="${ids.name}.start"${required}></div>
<div><label for="${ids.field}-end">${escapeHtml(t.survey.end)}</label><input type="datetime-local" id="${ids.field}-end" name="${ids.name}.end" aria-describedby="${ids.field}-end-hint"><p class="hint" id="${ids.field}-end-hint">${escapeHtml(t.survey.endHint)}</p></div>
</div>
${errorLine(ids.error)}
</fieldset>`;
}

/** A survey question's field by its data type, as the page's script reads it back. */
export function questionField(question: ReportQuestion, t: ReportPageTexts): string {
  const ids = questionIds(question);
  const required = question.required ? ' required' : '';
  const describedBy = ` aria-describedby="${ids.error}"`;
  switch (question.data_type) {
    case 'BOOLEAN':
      return choices(question, t, 'radio', [
        { value: 'true', label: t.survey.yes },
        { value: 'false', label: t.survey.no },
      ]);
    case 'SELECT': {
      const options = question.options.map((option) => ({ value: option, label: option }));
      return choices(question, t, question.multiple ? 'checkbox' : 'radio', options);
    }
    case 'DECIMAL':
    case 'NUMERIC':
      return single(
        question,
        t,
        `<div class="number"><input type="text" inputmode="decimal" autocomplete="off" id="${ids.field}" name="${ids.name}"${required}${describedBy}></div>`,
      );
    case 'DATETIME':
      return single(
        question,
        t,
        `<input type="datetime-local" id="${ids.field}" name="${ids.name}"${required}${describedBy}>`,
      );
    case 'TIMERANGE':
      return timeRange(question, t);
  }
}
