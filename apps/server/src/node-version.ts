/**
 * The Node.js versions Highwater runs on, as the root package.json states them in "engines" (a
 * test keeps the two equal): the oldest release line its dependencies accept is 20.19, and on
 * the 22 line the tooling needs 22.13. Odd release lines (21, 23) are never supported.
 */
export const NODE_REQUIREMENT = '^20.19.0 || ^22.13.0 || >=24';

/** The oldest supported minor of each supported release line; every line from 24 on is. */
const OLDEST_MINOR: Readonly<Record<number, number>> = { 20: 19, 22: 13 };
const FIRST_OPEN_LINE = 24;

/** Whether a version such as 'v20.20.2' meets NODE_REQUIREMENT. */
export function supportsNode(version: string): boolean {
  const match = /^v?(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) return false;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  if (major >= FIRST_OPEN_LINE) return true;
  const oldest = OLDEST_MINOR[major];
  return oldest !== undefined && minor >= oldest;
}

/** One line for the console when the version falls short, or null when it is supported. */
export function nodeVersionProblem(version: string): string | null {
  if (supportsNode(version)) return null;
  return `Highwater needs Node.js ${NODE_REQUIREMENT}; this is Node.js ${version}. Install a supported version and start again.`;
}
