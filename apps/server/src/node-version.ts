/**
 * The Node.js versions Highwater supports, as the root package.json states them in "engines" (a
 * test keeps the two equal): 22 from 22.13 (the tooling needs it) and every line from 24 on. Odd
 * release lines (21, 23) are never supported.
 */
export const NODE_REQUIREMENT = '^22.13.0 || >=24';

/**
 * Node.js 20 reached its end of life on 30 April 2026. Machines still running 20.19 or later
 * start the server with a warning rather than not at all, until they move to 22 or 24.
 */
const END_OF_LIFE = { major: 20, minor: 19, ended: '30 April 2026' };

/** The oldest supported minor of each supported release line; every line from 24 on is. */
const OLDEST_MINOR: Readonly<Record<number, number>> = { 22: 13 };
const FIRST_OPEN_LINE = 24;

function parse(version: string): { major: number; minor: number } | null {
  const match = /^v?(\d+)\.(\d+)\.\d+/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/** Whether a version such as 'v22.20.1' meets NODE_REQUIREMENT. */
export function supportsNode(version: string): boolean {
  const parsed = parse(version);
  if (!parsed) return false;
  if (parsed.major >= FIRST_OPEN_LINE) return true;
  const oldest = OLDEST_MINOR[parsed.major];
  return oldest !== undefined && parsed.minor >= oldest;
}

function pastEndOfLife(version: string): boolean {
  const parsed = parse(version);
  return parsed?.major === END_OF_LIFE.major && parsed.minor >= END_OF_LIFE.minor;
}

/** One line for the console when the server cannot run on the version, or null. */
export function nodeVersionProblem(version: string): string | null {
  if (supportsNode(version) || pastEndOfLife(version)) return null;
  return `Highwater needs Node.js ${NODE_REQUIREMENT}; this is Node.js ${version}. Install a supported version and start again.`;
}

/** One line for the console when the version runs but is past its end of life, or null. */
export function nodeVersionWarning(version: string): string | null {
  if (!pastEndOfLife(version)) return null;
  return `Node.js ${version} reached its end of life on ${END_OF_LIFE.ended}; Highwater supports Node.js ${NODE_REQUIREMENT}. Move to Node.js 22 or 24.`;
}
