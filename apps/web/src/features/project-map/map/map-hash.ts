/** The map position kept in the address hash: '#lng/lat/zoom', 4 decimals (spec 001 section 2). */
export interface MapPosition {
  lng: number;
  lat: number;
  zoom: number;
}

const HASH_DECIMALS = 4;
const MAX_ZOOM = 24;
/** Web Mercator cannot show the poles. */
const MAX_LAT = 85.0511;

const round = (value: number) => {
  const rounded = Number(value.toFixed(HASH_DECIMALS));
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** Longitude into -180..180 (a map panned around the world reports larger values). */
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

export function formatMapHash(position: MapPosition): string {
  return `#${round(wrapLng(position.lng))}/${round(position.lat)}/${round(position.zoom)}`;
}

/** The position of a hash like '#-76.2859/36.8508/12.5', or null when it is not one. */
export function parseMapHash(hash: string): MapPosition | null {
  const parts = hash.replace(/^#/, '').split('/');
  if (parts.length !== 3 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return null;
  const [lng, lat, zoom] = parts.map(Number) as [number, number, number];
  if (Math.abs(lng) > 180 || Math.abs(lat) > MAX_LAT || zoom < 0 || zoom > MAX_ZOOM) return null;
  return { lng: round(lng), lat: round(lat), zoom: round(zoom) };
}

/** The current address with its hash replaced. */
export function withMapHash(href: string, position: MapPosition): string {
  const url = new URL(href);
  url.hash = formatMapHash(position);
  return url.toString();
}
