/**
 * Base-map settings (MAP_STYLE_STREET, MAP_STYLE_SATELLITE): the built-in offline style, a named
 * keyless preset, a MapLibre style address or a raster tile template. The defaults are the online
 * presets, since a flood map without streets is of little use; the browser falls back to the
 * offline style when they cannot load, and `offline` keeps closed networks (and tests) off the
 * internet altogether.
 */
export const OFFLINE_MAP_STYLE = 'offline';

export interface TileSource {
  kind: 'tiles';
  /** A template with {z}, {x} and {y}. */
  tiles: string;
  attribution: string | null;
  /** Deepest zoom the server has tiles for; MapLibre enlarges them beyond it. */
  maxzoom: number;
}

export type MapStyleSource = { kind: 'offline' } | TileSource | { kind: 'style'; url: string };

/** Keyless online base maps a deployer can name instead of an address. */
export const MAP_STYLE_PRESETS = {
  /** OpenFreeMap's street style (OpenStreetMap data; no key, no sign-up). */
  'openfreemap-liberty': { kind: 'style', url: 'https://tiles.openfreemap.org/styles/liberty' },
  /** The USGS National Map's orthoimagery: public domain, no key. */
  'usgs-imagery': {
    kind: 'tiles',
    tiles:
      'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}',
    attribution: 'USGS The National Map: Orthoimagery',
    maxzoom: 16,
  },
} as const satisfies Record<string, MapStyleSource>;
export type MapStylePreset = keyof typeof MAP_STYLE_PRESETS;

/** The base maps a server shows unless configured otherwise. */
export const DEFAULT_MAP_STYLES = {
  street: 'openfreemap-liberty',
  satellite: 'usgs-imagery',
} as const satisfies Record<'street' | 'satellite', MapStylePreset>;

const isPreset = (value: string): value is MapStylePreset =>
  Object.hasOwn(MAP_STYLE_PRESETS, value);

const RASTER_MAX_ZOOM = 19;

/** What a setting names; null when it is none of the accepted forms. */
export function readMapStyle(setting: string): MapStyleSource | null {
  const value = setting.trim();
  if (value === '' || value === OFFLINE_MAP_STYLE) return { kind: 'offline' };
  if (isPreset(value)) return MAP_STYLE_PRESETS[value];
  let url: URL;
  try {
    // The template's braces are not valid in a URL's path for every parser: read it without.
    url = new URL(value.replace(/\{[zxy]\}/g, '0'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (value.includes('{z}')) {
    return { kind: 'tiles', tiles: value, attribution: null, maxzoom: RASTER_MAX_ZOOM };
  }
  return { kind: 'style', url: value };
}

/**
 * The origins a base map loads from: a style's own (a preset's tiles, glyphs and sprites share
 * it) or a tile template's; none offline. The server's content security policy lists them.
 */
export function mapStyleOrigins(source: MapStyleSource): string[] {
  if (source.kind === 'offline') return [];
  const address = source.kind === 'style' ? source.url : source.tiles;
  return [new URL(address.replace(/\{[zxy]\}/g, '0')).origin];
}
