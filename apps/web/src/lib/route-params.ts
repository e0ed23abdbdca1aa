import { useMatches } from 'react-router';

/**
 * A path parameter of the deepest matching route, readable from layouts above it (the shell reads
 * the client group and project of the page on show).
 */
export function useRouteParam(name: string): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const value = matches[index]?.params[name];
    if (value !== undefined) return value;
  }
  return undefined;
}
