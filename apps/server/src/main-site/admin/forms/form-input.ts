import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { sendAdminMessage } from '../admin-page.ts';
import { FORM_TEXTS } from './form-texts.ts';

/** A posted form as @fastify/formbody reads it: each field once, or repeated. */
export type FormBody = Record<string, string | string[] | undefined>;

export function formBody(body: unknown): FormBody {
  return body !== null && typeof body === 'object' ? (body as FormBody) : {};
}

/** The field's first value, or '' when it was not sent (an unticked box, a missing field). */
export function field(body: FormBody, name: string): string {
  const value = body[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A text field as typed, with its surrounding spaces dropped. */
export const textField = (body: FormBody, name: string) => field(body, name).trim();

export const checkbox = (body: FormBody, name: string) => field(body, name) !== '';

/** A positive id of a path or a field; null for anything else ("12abc", "-1", "1e3"). */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,8}$/.test(value)) return null;
  return Number(value);
}

/** One bad input: the form field's id (the error summary links to it) and what is wrong. */
export interface FieldError {
  field: string;
  message: string;
}

/** The errors by field, for templates: `it.errors.byField.slug`. */
export function errorView(errors: FieldError[]) {
  return {
    list: errors.map((error) => ({ href: `#${error.field}`, message: error.message })),
    byField: Object.fromEntries(errors.map((error) => [error.field, error.message])),
  };
}

/** An address whose id is not a number: 400 with a page naming what the address should hold. */
export function sendBadAddress(
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  what: Thing,
) {
  const t = FORM_TEXTS[lang];
  return sendAdminMessage(
    request,
    reply,
    400,
    { title: t.badAddressTitle, text: t.badAddressText(t.things[what]) },
    lang,
  );
}

type Thing = keyof (typeof FORM_TEXTS)['en']['things'];

/** The numbered ids of the path, or the first one that is not a number. */
export function pathIds<K extends string>(
  params: unknown,
  names: Record<K, Thing>,
): { ids: Record<K, number> } | { bad: Thing } {
  const values = (params ?? {}) as Record<string, unknown>;
  const ids = {} as Record<K, number>;
  for (const name of Object.keys(names) as K[]) {
    const id = parseId(values[name]);
    if (id === null) return { bad: names[name] };
    ids[name] = id;
  }
  return { ids };
}
