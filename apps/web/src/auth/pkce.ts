import { isRecord } from '@/lib/storage.ts';

const PENDING_KEY = 'highwater.sign-in';
/** Enough for a few tabs' worth of sign-ins started but never finished. */
const MAX_PENDING = 5;

/** What a sign-in round trip must remember until its code comes back. */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
  /** Path and query to return to once signed in. */
  returnTo: string;
  createdAt: number;
}

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(byteLength = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** S256 code challenge of RFC 7636. */
export async function codeChallenge(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return base64Url(new Uint8Array(digest));
}

function readPending(storage: Storage): PendingSignIn[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isPendingSignIn) : [];
  } catch {
    return [];
  }
}

function isPendingSignIn(value: unknown): value is PendingSignIn {
  return (
    isRecord(value) &&
    typeof value.state === 'string' &&
    typeof value.codeVerifier === 'string' &&
    typeof value.nonce === 'string' &&
    typeof value.returnTo === 'string' &&
    typeof value.createdAt === 'number'
  );
}

/** Starts a round trip: a fresh state, verifier and nonce kept in sessionStorage. */
export function createPendingSignIn(
  storage: Storage,
  returnTo: string,
  now: number,
): PendingSignIn {
  const pending: PendingSignIn = {
    state: randomToken(16),
    codeVerifier: randomToken(32),
    nonce: randomToken(16),
    returnTo,
    createdAt: now,
  };
  const kept = [...readPending(storage), pending].slice(-MAX_PENDING);
  storage.setItem(PENDING_KEY, JSON.stringify(kept));
  return pending;
}

/** Takes (and forgets) the round trip a returning state belongs to; null when none matches. */
export function takePendingSignIn(storage: Storage, state: string): PendingSignIn | null {
  const all = readPending(storage);
  const found = all.find((pending) => pending.state === state) ?? null;
  if (found) {
    storage.setItem(PENDING_KEY, JSON.stringify(all.filter((pending) => pending !== found)));
  }
  return found;
}

/** The round trip a returning state belongs to, left in place for the exchange. */
export function findPendingSignIn(storage: Storage, state: string): PendingSignIn | null {
  return readPending(storage).find((pending) => pending.state === state) ?? null;
}
