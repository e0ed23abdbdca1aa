import type { TFunction } from 'i18next';
import { NEW_POST_ERROR_TEXTS } from '@highwater/core/api/new-posts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@highwater/core/constants';
import type { SightingProblem } from './answer-input.ts';

const isServerCode = (problem: SightingProblem): problem is keyof typeof NEW_POST_ERROR_TEXTS =>
  Object.hasOwn(NEW_POST_ERROR_TEXTS, problem);

/**
 * A problem in the user's language: the server's own texts for its codes (the same words whether
 * the form or the server found it), the form's for what only the form sees.
 */
export function problemText(t: TFunction, language: string, problem: SightingProblem): string {
  if (!isServerCode(problem)) return t(`newsighting.problems.${problem}`);
  const lang = (LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : DEFAULT_LANGUAGE;
  return NEW_POST_ERROR_TEXTS[problem][lang];
}
