import { AUTH_ANSWER_STORAGE_KEY } from '@highwater/core/constants';
import { isRecord } from '@/lib/storage.ts';

/** The sign-in answer the callback page left for this tab: a code, or an error, with its state. */
export type HandedOffAnswer = { code: string; state: string } | { error: string; state: string };

function isHandedOffAnswer(value: unknown): value is HandedOffAnswer {
  if (!isRecord(value) || typeof value.state !== 'string') return false;
  return typeof value.code === 'string' || typeof value.error === 'string';
}

/**
 * Takes (and forgets) the answer the sign-in callback page stored in this tab's sessionStorage.
 * The code travels this way, not in the address, so that it never reaches history, the Referer
 * header or a server log; sessionStorage is this origin's and this tab's alone.
 */
export function takeHandedOffAnswer(storage: Storage): HandedOffAnswer | null {
  let raw: string | null;
  try {
    raw = storage.getItem(AUTH_ANSWER_STORAGE_KEY);
    storage.removeItem(AUTH_ANSWER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isHandedOffAnswer(value) ? value : null;
  } catch {
    return null;
  }
}
