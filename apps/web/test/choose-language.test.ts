import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { chooseLanguage, savedLanguageToFollow, withParentForms } from '@/i18n/choose-language.ts';
import { changeLanguage, followSavedLanguage, LANG_STORAGE_KEY, setupI18n } from '@/i18n/setup.ts';

describe('language choice', () => {
  const none = { query: null, stored: null, browser: [] };

  it('takes the lang parameter first and remembers it', () => {
    expect(chooseLanguage({ query: 'es', stored: 'en', browser: ['en-US'] })).toEqual({
      language: 'es',
      stored: 'es',
    });
  });

  it('reads the lang parameter in its parent form too', () => {
    expect(chooseLanguage({ ...none, query: 'es-MX' }).language).toBe('es');
  });

  it('passes over an unsupported lang parameter to the stored setting', () => {
    expect(chooseLanguage({ query: 'fr', stored: 'es', browser: ['en'] })).toEqual({
      language: 'es',
      stored: 'es',
    });
  });

  it('clears the stored setting with an empty lang parameter', () => {
    expect(chooseLanguage({ query: '', stored: 'es', browser: ['en-GB'] })).toEqual({
      language: 'en',
      stored: null,
    });
  });

  it('takes the stored setting before the browser languages', () => {
    expect(chooseLanguage({ query: null, stored: 'es', browser: ['en-US'] }).language).toBe('es');
  });

  it('tries each browser language with its parent forms, in order', () => {
    expect(chooseLanguage({ ...none, browser: ['fr-CA', 'es-MX', 'en'] }).language).toBe('es');
    expect(chooseLanguage({ ...none, browser: ['de', 'EN-au'] }).language).toBe('en');
  });

  it('falls back to English', () => {
    expect(chooseLanguage({ ...none, browser: ['fr', 'de-AT'] })).toEqual({
      language: 'en',
      stored: null,
    });
  });

  it('follows the account’s saved language only when this browser stores no choice', () => {
    expect(savedLanguageToFollow('es', null, 'en')).toBe('es');
    expect(savedLanguageToFollow('es', 'en', 'en')).toBeNull();
    expect(savedLanguageToFollow('es', null, 'es')).toBeNull();
    expect(savedLanguageToFollow(null, null, 'en')).toBeNull();
    expect(savedLanguageToFollow('fr', null, 'en')).toBeNull();
  });

  it('lists parent forms from the most to the least specific', () => {
    expect(withParentForms('zh-Hant-TW')).toEqual(['zh-hant-tw', 'zh-hant', 'zh']);
  });
});

describe('i18n set-up', () => {
  afterEach(async () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
    await i18next.changeLanguage('en');
  });

  it('applies the lang parameter, stores it and sets <html lang>', async () => {
    window.history.replaceState(null, '', '/?lang=es');
    const instance = await setupI18n();
    expect(instance.language).toBe('es');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(instance.t('notifications.dismiss')).toBe('Descartar');
  });

  it('forgets the stored language on an empty lang parameter', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'es');
    window.history.replaceState(null, '', '/?lang=');
    const instance = await setupI18n();
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
    expect(instance.language).toBe('en');
  });

  it('keeps <html lang> and the stored setting in step with a language change', async () => {
    await setupI18n();
    await changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('es');
  });

  it('follows the saved language without storing it, unless the browser chose one', async () => {
    const instance = await setupI18n();
    await followSavedLanguage('es');
    expect(instance.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();

    await changeLanguage('en');
    await followSavedLanguage('es');
    expect(instance.language).toBe('en');
  });

  it('logs a console error for a key that is not lowercase', async () => {
    const instance = await setupI18n();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    instance.t('common.close');
    expect(error).not.toHaveBeenCalled();
    const untypedT = instance.t as unknown as (key: string) => string;
    untypedT('common.Close');
    expect(error).toHaveBeenCalledWith('Translation key "common.Close" is not lowercase');
  });
});
