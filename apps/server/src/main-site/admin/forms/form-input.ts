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
