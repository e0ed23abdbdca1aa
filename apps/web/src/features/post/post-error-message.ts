import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/error-message.ts';

/** Why a post could not load, in words; a missing one in the spec's direct-post wording. */
export function postErrorMessage(t: TFunction, error: unknown): string {
  return errorMessage(t, error, { not_found: t('post.direct.not_found') });
}
