import type { Language } from '@highwater/core/constants';
import { parseDay } from '../forms/dates.ts';
import { textField, type FieldError, type FormBody } from '../forms/form-input.ts';
import { INTAKE_KEY_LIMITS, INTAKE_KEYS_TEXTS } from './intake-keys-texts.ts';

export interface IntakeKeyValues {
  name: string;
  expires: string;
}

export const readIntakeKeyForm = (body: FormBody): IntakeKeyValues => ({
  name: textField(body, 'name'),
  expires: textField(body, 'expires'),
});

/** The key to create, or what is wrong, field by field. */
export function checkIntakeKeyForm(
  values: IntakeKeyValues,
  lang: Language,
  now: Date,
): { key: { name: string; expiresAt: Date | null }; errors: [] } | { errors: FieldError[] } {
  const t = INTAKE_KEYS_TEXTS[lang].errors;
  const errors: FieldError[] = [];
  if (values.name === '') errors.push({ field: 'name', message: t.name });
  else if (values.name.length > INTAKE_KEY_LIMITS.name) {
    errors.push({ field: 'name', message: t.nameTooLong });
  }
  const expiresAt = values.expires === '' ? null : parseDay(values.expires);
  if (values.expires !== '' && !expiresAt) errors.push({ field: 'expires', message: t.expires });
  else if (expiresAt && expiresAt <= now) errors.push({ field: 'expires', message: t.expiresPast });
  if (errors.length > 0) return { errors };
  return { errors: [], key: { name: values.name, expiresAt } };
}
