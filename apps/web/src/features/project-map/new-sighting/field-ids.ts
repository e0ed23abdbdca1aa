import type { FieldKey } from './sighting-draft.ts';

/** "Add sighting" (the toolbar's, or the phone map's), where focus returns when the form closes. */
export const ADD_SIGHTING_ID = 'new-sighting-add';

/** The element holding a field of the form ('answers.7' → new-sighting-answers-7). */
export const fieldDomId = (key: FieldKey) => `new-sighting-${key.replace('.', '-')}`;

/** The element saying what is wrong with the field, named by its control's aria-describedby. */
export const problemDomId = (key: FieldKey) => `${fieldDomId(key)}-problem`;

const CONTROLS = 'input:not([type=hidden]):not([disabled]), select, textarea, button';

/** Moves focus to the field's first control (or to the field itself, such as the form's message). */
export function focusField(key: FieldKey): void {
  const field = document.getElementById(fieldDomId(key));
  if (!field) return;
  const control = field.matches(CONTROLS) ? field : field.querySelector<HTMLElement>(CONTROLS);
  (control ?? field).focus();
}
