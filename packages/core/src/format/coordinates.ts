/**
 * "25.79070, -80.13000" in English, "25,79070; -80,13000" in Spanish: the numbers in the
 * locale's way, joined by a semicolon where a comma already marks the decimals.
 */
export function formatCoordinates(
  lat: number,
  lng: number,
  locale: string,
  decimals: number,
): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
  const decimalComma = number
    .formatToParts(0.5)
    .some((p) => p.type === 'decimal' && p.value === ',');
  return `${number.format(lat)}${decimalComma ? '; ' : ', '}${number.format(lng)}`;
}
