/**
 * The slider position read from the address: a whole number inside the media list, else 0 (the
 * default), so that a stale or edited address still shows the first item.
 */
export function parseSliderIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d{1,4}$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return index < count ? index : 0;
}
