/** How a person is named on pages and in mail: their name, else their e-mail. */
export function displayName(person: {
  first_name: string;
  last_name: string;
  email: string | null;
}): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return name || person.email || '?';
}
