import type { TFunction } from 'i18next';

/**
 * "1,234 sightings" as the language writes numbers, or "1,000+ sightings" when the server stopped
 * counting there (a keyword filter's bound). `key` picks the list's total or a group's count.
 */
export function sightingsCount(
  t: TFunction,
  language: string,
  key: 'total' | 'group_count',
  total: number,
  capped: boolean,
): string {
  const formatted = new Intl.NumberFormat(language).format(total);
  return capped
    ? t(`sightings.${key}_capped`, { formatted })
    : t(`sightings.${key}`, { count: total, formatted });
}
