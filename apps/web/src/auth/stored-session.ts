import { SESSION_STORAGE_KEY, TOKEN_REFRESH_MARGIN_MS } from '@highwater/core/constants';
import type { TokenResponse } from '@highwater/core/api/tokens';
import { isRecord } from '@/lib/storage.ts';

/** The token object as kept in the browser, with the time it was retrieved (ms since epoch). */
export interface StoredSession {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  retrieved_at: number;
}

export function toStoredSession(tokens: TokenResponse, now: number): StoredSession {
  return {
    access_token: tokens.access_token,
    token_type: tokens.token_type,
    expires_in: tokens.expires_in,
    refresh_token: tokens.refresh_token,
    retrieved_at: now,
  };
}

function isStoredSession(value: unknown): value is StoredSession {
  return (
    isRecord(value) &&
    typeof value.access_token === 'string' &&
    typeof value.token_type === 'string' &&
    typeof value.expires_in === 'number' &&
    typeof value.refresh_token === 'string' &&
    typeof value.retrieved_at === 'number'
  );
}

/** Reads the stored session; anything malformed counts as no session. */
export function readStoredSession(storage: Storage): StoredSession | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isStoredSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(storage: Storage, session: StoredSession): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}

export function isExpiring(session: StoredSession, now: number): boolean {
  return now >= session.retrieved_at + session.expires_in * 1000 - TOKEN_REFRESH_MARGIN_MS;
}

export const authorizationHeader = (session: StoredSession) =>
  `${session.token_type} ${session.access_token}`;
