import { LANGUAGES, type Language } from '@highwater/core/constants';
import type { MemberRole } from '@/db/schema.ts';
import { parseId } from '../admin-params.ts';
import type { PeopleField, PeopleTexts } from './people-texts.ts';

export const MAX_EMAIL = 320;
export const MAX_NAME = 100;
const ROLES: readonly MemberRole[] = ['group_admin', 'staff'];
// Enough to catch a typo; the mail server has the last word on an address.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type ProblemKey = Exclude<keyof PeopleTexts['errors'], 'tooLong'>;

/** A form field or address part the page cannot use: answered with a 400 page naming it. */
export class PeopleFieldError extends Error {
  constructor(
    readonly field: PeopleField,
    readonly problem: ProblemKey,
  ) {
    super(`people: ${field} ${problem}`);
  }
}

/** One value of a form or query field; a repeated field is not a value. */
export function fieldOf(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** A database id in a form field or the address. */
export function idIn(value: string | undefined, field: PeopleField): number {
  const id = parseId(value);
  if (id === null)
    throw new PeopleFieldError(field, field === 'group' ? 'groupInvalid' : 'userInvalid');
  return id;
}

export function parseRole(value: string | undefined): MemberRole {
  const role = ROLES.find((one) => one === value);
  if (!role) throw new PeopleFieldError('role', 'roleInvalid');
  return role;
}

export interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  lang: string;
  group: string;
}

export interface ValidInvite {
  email: string;
  firstName: string;
  lastName: string;
  role: MemberRole;
  lang: Language;
}

export type InviteErrors = Partial<Record<PeopleField, string>>;

/** The invitation form as typed (shown again with its errors) and what is wrong with it. */
export function readInvite(
  body: unknown,
  t: PeopleTexts,
): { values: InviteValues; errors: InviteErrors; valid?: ValidInvite } {
  const values: InviteValues = {
    email: (fieldOf(body, 'email') ?? '').trim(),
    firstName: (fieldOf(body, 'firstName') ?? '').trim(),
    lastName: (fieldOf(body, 'lastName') ?? '').trim(),
    role: fieldOf(body, 'role') ?? '',
    lang: fieldOf(body, 'lang') ?? '',
    group: fieldOf(body, 'group') ?? '',
  };
  const errors: InviteErrors = {};
  if (values.email === '') errors.email = t.errors.emailRequired;
  else if (values.email.length > MAX_EMAIL) errors.email = t.errors.tooLong(MAX_EMAIL);
  else if (!EMAIL.test(values.email)) errors.email = t.errors.emailInvalid;
  if (values.firstName.length > MAX_NAME) errors.firstName = t.errors.tooLong(MAX_NAME);
  if (values.lastName.length > MAX_NAME) errors.lastName = t.errors.tooLong(MAX_NAME);
  const role = ROLES.find((one) => one === values.role);
  if (!role) errors.role = t.errors.roleInvalid;
  const lang = LANGUAGES.find((one) => one === values.lang);
  if (!lang) errors.lang = t.errors.langInvalid;
  if (parseId(values.group) === null) errors.group = t.errors.groupInvalid;
  if (Object.keys(errors).length > 0 || !role || !lang) return { values, errors };
  const valid = { email: values.email, firstName: values.firstName, lastName: values.lastName };
  return { values, errors, valid: { ...valid, role, lang } };
}
