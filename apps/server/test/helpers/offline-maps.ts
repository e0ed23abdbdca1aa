/**
 * The base-map settings of every server a test or benchmark starts: the built-in map, so that no
 * run reaches the internet (the server's defaults are online styles).
 */
export const OFFLINE_MAPS = {
  MAP_STYLE_STREET: 'offline',
  MAP_STYLE_SATELLITE: 'offline',
} as const;
