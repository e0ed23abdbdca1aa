import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@highwater/core/constants';

export interface LanguageSources {
  /** The lang address parameter: null when absent, '' when present and empty. */
  query: string | null;
  stored: string | null;
  browser: readonly string[];
}

export interface LanguageChoice {
  language: Language;
  /** What the stored lang setting holds afterwards (null: nothing stored). */
  stored: string | null;
}

const isLanguage = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);

/** "es-MX" → "es-mx", then its parent "es". */
export function withParentForms(code: string): string[] {
  const parts = code.trim().toLowerCase().split(/[-_]/).filter(Boolean);
  return parts.map((_, index) => parts.slice(0, parts.length - index).join('-'));
}

function firstSupported(codes: readonly string[]): Language | null {
  for (const code of codes) {
    const found = withParentForms(code).find(isLanguage);
    if (found) return found;
  }
  return null;
}

/**
 * Spec 000 section 5: the lang parameter, then the stored setting, then the browser's languages
 * (with their parent forms), then English. A lang parameter is remembered; an empty one clears it.
 */
export function chooseLanguage({ query, stored, browser }: LanguageSources): LanguageChoice {
  let keep = stored;
  if (query !== null) {
    const fromQuery = firstSupported([query]);
    if (fromQuery) return { language: fromQuery, stored: fromQuery };
    if (query.trim() === '') keep = null;
  }
  const language =
    (keep !== null ? firstSupported([keep]) : null) ?? firstSupported(browser) ?? DEFAULT_LANGUAGE;
  return { language, stored: keep };
}

/**
 * The language saved with the account (the main site's settings) comes after this browser's own
 * choice: once the user is known, it is followed only when nothing is stored here. Null: keep the
 * current language.
 */
export function savedLanguageToFollow(
  saved: string | null,
  stored: string | null,
  current: Language,
): Language | null {
  if (stored !== null || saved === null || !isLanguage(saved) || saved === current) return null;
  return saved;
}
