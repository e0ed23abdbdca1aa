/** The address parameter naming a main-site page to go back to once signed in. */
export const RETURN_TO_PARAM = 'return_to';

// Only the main site's own pages that need the sign-in session: never another site, never a
// dashboard route (those are the dashboard's own business).
const RETURNABLE = /^\/(admin|account)(\/|$)/;

/**
 * The page of the address's return_to parameter when it is a path of this origin under /admin or
 * /account; null otherwise (absent, absolute or protocol-relative, another path).
 */
export function returnToPage(href: string): string | null {
  const address = new URL(href);
  const asked = address.searchParams.get(RETURN_TO_PARAM);
  // A path and nothing else: "//host" and "/\host" would name another origin.
  if (asked === null || !asked.startsWith('/') || /^\/[/\\]/.test(asked)) return null;
  let target: URL;
  try {
    target = new URL(asked, address.origin);
  } catch {
    return null;
  }
  if (target.origin !== address.origin || !RETURNABLE.test(target.pathname)) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
