import { alongPath, offsetMetres, pathLengthMetres, round6 } from './demo-geometry.ts';
import type { City, Street } from './places.ts';
import type { Random } from './random.ts';

/** A place a sighting is reported from: a point by a real street, with its address text. */
export interface Spot {
  lng: number;
  lat: number;
  /** Null for the few reports sent without an address. */
  location: string | null;
  street: string;
  place: string;
}

const lengths = new WeakMap<City, number[]>();

function streetLengths(city: City): number[] {
  let cached = lengths.get(city);
  if (!cached) {
    cached = city.streets.map((street) => pathLengthMetres(street.path));
    lengths.set(city, cached);
  }
  return cached;
}

function pickStreet(random: Random, city: City): Street {
  const weights = streetLengths(city);
  return random.weighted(city.streets.map((street, i) => [street, weights[i] ?? 1] as const));
}

const address = (city: City, first: string, zip: string) =>
  `${first}, ${city.name}, ${city.state} ${zip}, United States`;

/** A point a few metres to either side of a street, with the house number of that side. */
export function streetSpot(random: Random, city: City, lateralMetres = 6): Spot {
  const street = pickStreet(random, city);
  const fraction = random.next();
  const { at, east, north } = alongPath(street.path, fraction);
  const side = random.chance(0.5) ? 1 : -1;
  const lateral = side * Math.abs(random.normal(lateralMetres, lateralMetres / 2));
  const [lng, lat] = offsetMetres(at, -north * lateral, east * lateral);
  const [from, to] = street.numbers;
  let number = Math.max(1, Math.round(from + (to - from) * fraction));
  // Even numbers on one side, odd on the other, as on most US streets.
  if ((number % 2 === 0) !== side > 0) number += 1;
  return {
    lng: round6(lng),
    lat: round6(lat),
    location: address(city, `${number} ${street.name}`, street.zip),
    street: street.name,
    place: street.name,
  };
}

export function landmarkSpot(random: Random, city: City): Spot {
  const landmark = random.pick(city.landmarks);
  const [lng, lat] = offsetMetres(landmark.at, random.normal(0, 25), random.normal(0, 25));
  return {
    lng: round6(lng),
    lat: round6(lat),
    location: address(city, landmark.name, landmark.zip),
    street: landmark.name,
    place: landmark.name,
  };
}

/** Somewhere a report comes from: mostly a street address, sometimes a park, rarely nothing. */
export function randomSpot(random: Random, city: City): Spot {
  const roll = random.next();
  if (roll < 0.07) return landmarkSpot(random, city);
  const spot = streetSpot(random, city);
  return roll > 0.99 ? { ...spot, location: null } : spot;
}

/** The same place again, a couple of metres off: flood-prone spots are reported many times. */
export function nearSpot(random: Random, spot: Spot): Spot {
  const [lng, lat] = offsetMetres([spot.lng, spot.lat], random.normal(0, 2), random.normal(0, 2));
  return { ...spot, lng: round6(lng), lat: round6(lat) };
}

export interface DrainPoint {
  lng: number;
  lat: number;
  kind: string;
}

/** Storm drain inlets along both kerbs of every street, every 20–40 m. */
export function stormDrains(random: Random, city: City): DrainPoint[] {
  const drains: DrainPoint[] = [];
  city.streets.forEach((street, index) => {
    const length = streetLengths(city)[index] ?? 0;
    for (let walked = random.float(0, 20); walked < length; walked += random.float(20, 40)) {
      const { at, east, north } = alongPath(street.path, walked / length);
      const lateral = (random.chance(0.5) ? 1 : -1) * random.float(6, 9);
      const [lng, lat] = offsetMetres(at, -north * lateral, east * lateral);
      const kind = random.weighted([
        ['inlet', 0.8],
        ['catch_basin', 0.15],
        ['outfall', 0.05],
      ] as const);
      drains.push({ lng: round6(lng), lat: round6(lat), kind });
    }
  });
  return drains;
}
