/**
 * A text field of a posted form: its value, '' when it was left out, or null when the form is not
 * one (no body, a field sent twice, or not text), which the page reports like a field left out.
 */
export function formText(body: unknown, name: string): string | null {
  if (body === null || typeof body !== 'object') return null;
  const value: unknown = Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value : null;
}

/** Characters as a person counts them (a surrogate pair is one). */
export const characterCount = (text: string) => [...text].length;
