import { setupI18n } from '@/i18n/setup.ts';

/** The real i18next set-up, in English (jsdom's browser language is en-US). */
export async function setupTestI18n() {
  return setupI18n(window);
}
