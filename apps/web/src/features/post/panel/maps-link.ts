/** Google Maps' search, opened on its satellite basemap (spec 001 section 2). */
const MAPS_SEARCH = 'https://www.google.com/maps/search/';

/**
 * Where the post is, in a maps service: its address when that starts with a house number (an
 * address the service can find exactly), otherwise its coordinates.
 */
export function mapsLink(post: { location: string | null; lat: number; lng: number }): string {
  const location = post.location?.trim() ?? '';
  const query = /^\d/.test(location) ? location : `${post.lat},${post.lng}`;
  const params = new URLSearchParams({ api: '1', query, basemap: 'satellite' });
  return `${MAPS_SEARCH}?${params.toString()}`;
}
