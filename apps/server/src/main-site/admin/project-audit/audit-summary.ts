import type { Language } from '@highwater/core/constants';
import { PROJECT_AUDIT_TEXTS } from './project-audit-texts.ts';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** One stored value as a reader sees it: yes/no, dates in the viewer's language, lists joined. */
function readable(value: unknown, lang: Language): string {
  const t = PROJECT_AUDIT_TEXTS[lang];
  if (value === null || value === undefined || value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) return value.length === 0 ? t.empty : value.map(String).join('; ');
  if (typeof value === 'string' && ISO_MOMENT.test(value)) {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(value),
    );
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The audit row's fields, each as "before → after" (or only the value, for a creation). */
export function auditLines(
  before: unknown,
  after: unknown,
  lang: Language,
): { field: string; before: string | null; after: string; same: boolean }[] {
  const t = PROJECT_AUDIT_TEXTS[lang];
  const was = asRecord(before);
  const now = asRecord(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.map((key) => {
    const shownBefore = before === null ? null : readable(was[key], lang);
    const shownAfter = after === null ? t.empty : readable(now[key], lang);
    // A field kept to say what was changed (the status moved) reads once, not as "a → a".
    return {
      field: t.fields[key] ?? key,
      before: shownBefore,
      after: shownAfter,
      same: shownBefore === shownAfter,
    };
  });
}

export function auditAction(action: string, subject: string, lang: Language): string {
  return PROJECT_AUDIT_TEXTS[lang].actions[`${action} ${subject}`] ?? `${action} ${subject}`;
}
