import type { TFunction } from 'i18next';

/**
 * The weather service writes its summary in English. The phrases it uses are known, so each is
 * shown in the interface language; any other text is shown as the service wrote it.
 */
const SUMMARY_KEYS = {
  clear: 'clear',
  'partly cloudy': 'partly_cloudy',
  'mostly cloudy': 'mostly_cloudy',
  overcast: 'overcast',
  breezy: 'breezy',
  windy: 'windy',
  foggy: 'foggy',
  drizzle: 'drizzle',
  'light rain': 'light_rain',
  rain: 'rain',
  'rain showers': 'rain_showers',
  'heavy rain': 'heavy_rain',
  thunderstorms: 'thunderstorms',
} as const;

type KnownSummary = keyof typeof SUMMARY_KEYS;

const isKnown = (phrase: string): phrase is KnownSummary => Object.hasOwn(SUMMARY_KEYS, phrase);

/** "Partly Cloudy" reads "Parcialmente nublado" in Spanish. */
export function weatherSummary(summary: string, t: TFunction): string {
  const phrase = summary.trim().toLowerCase().replace(/\s+/g, ' ');
  return isKnown(phrase) ? t(`post.weather_summaries.${SUMMARY_KEYS[phrase]}`) : summary;
}
