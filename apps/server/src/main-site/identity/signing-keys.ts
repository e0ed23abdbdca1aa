import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { PublicJwk } from '@highwater/core/api/openid';
import type { Db } from '@/db/database.ts';

export const ID_TOKEN_ALG = 'RS256';
/** ID tokens live ten minutes: long enough to be checked, short enough to retire keys soon. */
export const ID_TOKEN_TTL_SECONDS = 600;
/** How long clients may cache the published keys (the JWKS answer's max-age). */
export const JWKS_MAX_AGE_SECONDS = 300;

export interface SigningKey {
  kid: string;
  key: CryptoKey;
}

interface KeyRow {
  kid: string;
  public_jwk: Record<string, unknown>;
  activates_at: Date;
}

// Imported private keys by kid; a key never changes once stored.
const imported = new Map<string, Promise<CryptoKey>>();

async function newKeyRow(activatesAt: Date) {
  const { publicKey, privateKey } = await generateKeyPair(ID_TOKEN_ALG, {
    modulusLength: 2048,
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    alg: ID_TOKEN_ALG,
    public_jwk: JSON.stringify(publicJwk),
    private_jwk: JSON.stringify(await exportJWK(privateKey)),
    activates_at: activatesAt,
  };
}

/** Creates the first key when there is none (at start), active at once. */
export async function ensureSigningKey(db: Db, now = new Date()): Promise<void> {
  const any = await db.selectFrom('signing_keys').select('kid').limit(1).executeTakeFirst();
  if (!any)
    await db
      .insertInto('signing_keys')
      .values(await newKeyRow(now))
      .execute();
}

/**
 * Adds a key that starts signing once clients' cached key sets have had time to pick it up, or
 * at once with `immediately` (a key that may have leaked: the older ones are removed, so what
 * they signed stops verifying). Keys no token in circulation can need any more are removed.
 */
export async function rotateSigningKeys(
  db: Db,
  { now = new Date(), immediately = false }: { now?: Date; immediately?: boolean } = {},
): Promise<{ kid: string; activatesAt: Date; removed: string[] }> {
  // With no key signing yet (a database the server never started on) there is nothing to wait for.
  const active = await db
    .selectFrom('signing_keys')
    .select('kid')
    .where('activates_at', '<=', now)
    .limit(1)
    .executeTakeFirst();
  const atOnce = immediately || !active;
  const activatesAt = atOnce ? now : new Date(now.getTime() + JWKS_MAX_AGE_SECONDS * 1000);
  const row = await newKeyRow(activatesAt);
  const removed = await db.transaction().execute(async (trx) => {
    await trx.insertInto('signing_keys').values(row).execute();
    const keys = await trx
      .selectFrom('signing_keys')
      .select(['kid', 'public_jwk', 'activates_at'])
      .orderBy('activates_at')
      .orderBy('kid')
      .execute();
    const stale = keys
      .filter((key) => key.kid !== row.kid && (immediately || !stillNeeded(key, keys, now)))
      .map((key) => key.kid);
    if (stale.length > 0) await trx.deleteFrom('signing_keys').where('kid', 'in', stale).execute();
    return stale;
  });
  return { kid: row.kid, activatesAt, removed };
}

/**
 * A key is needed while it signs, before it signs, and for an ID token's lifetime after the next
 * key took over.
 */
function stillNeeded(key: KeyRow, keys: KeyRow[], now: Date): boolean {
  if (key.activates_at > now) return true;
  const successor = keys.find((other) => other.activates_at > key.activates_at);
  const successorActive = successor && successor.activates_at <= now;
  if (!successorActive) return true;
  return successor.activates_at.getTime() + ID_TOKEN_TTL_SECONDS * 1000 > now.getTime();
}

/** The key that signs now: the newest one already active (the first is made when needed). */
export async function currentSigningKey(db: Db, now = new Date()): Promise<SigningKey> {
  const active = () =>
    db
      .selectFrom('signing_keys')
      .select(['kid', 'private_jwk'])
      .where('activates_at', '<=', now)
      .orderBy('activates_at', 'desc')
      .orderBy('kid', 'desc')
      .limit(1)
      .executeTakeFirst();
  let row = await active();
  if (!row) {
    await ensureSigningKey(db, now);
    row = await active();
  }
  if (!row) throw new Error('No signing key is active yet');
  let key = imported.get(row.kid);
  if (!key) {
    key = importJWK(row.private_jwk as JWK, ID_TOKEN_ALG) as Promise<CryptoKey>;
    imported.set(row.kid, key);
  }
  return { kid: row.kid, key: await key };
}

/** Every stored key's public half, as the JWKS publishes them. */
export async function publishedKeys(db: Db): Promise<PublicJwk[]> {
  const rows = await db
    .selectFrom('signing_keys')
    .select(['kid', 'alg', 'public_jwk'])
    .orderBy('activates_at', 'desc')
    .orderBy('kid')
    .execute();
  return rows.map((row) => ({
    kty: String(row.public_jwk.kty),
    n: String(row.public_jwk.n),
    e: String(row.public_jwk.e),
    kid: row.kid,
    use: 'sig',
    alg: row.alg,
  }));
}
