import type { Language } from '@highwater/core/constants';
import { field, textField, type FieldError, type FormBody } from '../forms/form-input.ts';
import { STATUS_LIMITS, STATUSES_TEXTS } from './statuses-texts.ts';

export interface StatusValues {
  label: string;
  /** As typed, one per line. */
  quickReplies: string;
}

export const readStatusForm = (body: FormBody): StatusValues => ({
  label: textField(body, 'label'),
  quickReplies: field(body, 'quick_replies'),
});

/** The quick replies of a textarea: one per line, trimmed, blank lines dropped. */
export const replyLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * What is wrong with a status form; `fieldOf` names the page's field ids (each status has its
 * own form on the page) and `otherLabels` are the project's other statuses.
 */
export function checkStatusForm(
  values: StatusValues,
  lang: Language,
  fieldOf: (name: 'label' | 'quick_replies') => string,
  otherLabels: string[],
): FieldError[] {
  const t = STATUSES_TEXTS[lang].errors;
  const errors: FieldError[] = [];
  const label = fieldOf('label');
  if (values.label === '') errors.push({ field: label, message: t.label });
  else if (values.label.length > STATUS_LIMITS.label) {
    errors.push({ field: label, message: t.labelTooLong });
  } else if (otherLabels.some((other) => other.toLowerCase() === values.label.toLowerCase())) {
    errors.push({ field: label, message: t.labelTaken });
  }
  const replies = replyLines(values.quickReplies);
  if (replies.length > STATUS_LIMITS.replies) {
    errors.push({ field: fieldOf('quick_replies'), message: t.tooManyReplies });
  } else if (replies.some((reply) => reply.length > STATUS_LIMITS.reply)) {
    errors.push({ field: fieldOf('quick_replies'), message: t.replyTooLong });
  }
  return errors;
}
