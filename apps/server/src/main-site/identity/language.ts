import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@highwater/core/constants';

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * The page language: the `lang` parameter when it names a supported language, otherwise the
 * first supported entry of Accept-Language by preference (a regional form such as es-MX counts
 * as its base language), otherwise English.
 */
export function pickLanguage(
  lang: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const requested = lang?.trim().toLowerCase();
  if (requested && isLanguage(requested)) return requested;
  for (const tag of preferredTags(acceptLanguage ?? '')) {
    const base = tag.split('-')[0] ?? '';
    if (isLanguage(tag)) return tag;
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function preferredTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
