import i18next, { type i18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@highwater/core/constants';
import { readStored, writeStored } from '@/lib/storage.ts';
import { chooseLanguage, savedLanguageToFollow } from './choose-language.ts';
import { en, es } from './resources.ts';

export const LANG_STORAGE_KEY = 'highwater.lang';

export const resources = { en: { translation: en }, es: { translation: es } } as const;

/** Translation keys must be lowercase (spec 000 section 5): say so loudly in the console. */
const lowercaseKeys: PostProcessorModule = {
  type: 'postProcessor',
  name: 'lowercase-keys',
  process(value, key) {
    for (const item of Array.isArray(key) ? key : [key]) {
      if (item !== item.toLowerCase()) console.error(`Translation key "${item}" is not lowercase`);
    }
    return value;
  },
};

function followDocumentLanguage(instance: i18n) {
  const apply = (language: string) => {
    document.documentElement.lang = language;
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
}

/** Creates the i18next instance in the language chosen from the address, storage and browser. */
export async function setupI18n(win: Window = window): Promise<i18n> {
  const { language, stored } = chooseLanguage({
    query: new URLSearchParams(win.location.search).get('lang'),
    stored: readStored(LANG_STORAGE_KEY),
    browser: win.navigator.languages,
  });
  writeStored(LANG_STORAGE_KEY, stored);

  await i18next
    .use(initReactI18next)
    .use(lowercaseKeys)
    .init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      postProcess: ['lowercase-keys'],
    });
  followDocumentLanguage(i18next);
  return i18next;
}

/** Switches the language and remembers the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStored(LANG_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}

/**
 * Follows the language saved with the account when this browser has no choice stored, without
 * storing it: the browser's own choice (the lang parameter, the language menu) still comes first.
 */
export async function followSavedLanguage(saved: string | null): Promise<void> {
  const language = savedLanguageToFollow(
    saved,
    readStored(LANG_STORAGE_KEY),
    i18next.language as Language,
  );
  if (language) await i18next.changeLanguage(language);
}
