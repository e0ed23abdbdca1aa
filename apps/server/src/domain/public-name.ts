/**
 * How the main site names a person in public: first name and last initial ("Marisol V."), never
 * the full last name. Null without a first name.
 */
export function publicName(firstName: string, lastName: string): string | null {
  const given = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!given) return null;
  return initial ? `${given} ${initial}.` : given;
}

/** The letters shown in place of a missing avatar, as the web app shows them. */
export function nameInitials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
