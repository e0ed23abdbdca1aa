import { DEFAULT_RADIUS_MILES, METERS_PER_MILE, RADIUS_MILES } from '@highwater/core/constants';

export const milesToMetres = (miles: number) => Math.round(miles * METERS_PER_MILE);

/** The radius option nearest to a distance in metres (links may carry any radius). */
export function radiusOption(metres: number | undefined): number {
  if (metres === undefined) return DEFAULT_RADIUS_MILES;
  const miles = metres / METERS_PER_MILE;
  return RADIUS_MILES.reduce((best, option) =>
    Math.abs(option - miles) < Math.abs(best - miles) ? option : best,
  );
}
