import { PERSONAL_ACCESS_TOKEN_PREFIX } from '@highwater/core/api/access-tokens';
import type { Db } from '@/db/database.ts';
import { forbidden } from '@/plugins/http-errors.ts';
import {
  findLivePersonalAccessToken,
  touchPersonalAccessToken,
} from '@/repositories/personal-access-token-repository.ts';

export const READ_ONLY_TOKEN =
  'A personal access token can only read (GET or HEAD); sign in to make changes';

// last_used_at is for people (which token is still in use?): a write per request would cost more
// than a minute's precision is worth.
const LAST_USED_PRECISION_MS = 60_000;

const READ_METHODS = new Set(['GET', 'HEAD']);

export const isPersonalAccessToken = (token: string) =>
  token.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX);

/**
 * The user of the live token with this SHA-256, the token marked as used; undefined when it is
 * unknown, revoked or expired. A live token on anything but a read is 403: it never changes data.
 */
export async function authenticatePersonalToken(
  db: Db,
  tokenHash: string,
  method: string,
  now = new Date(),
): Promise<{ userId: number } | undefined> {
  const row = await findLivePersonalAccessToken(db, tokenHash, now);
  if (!row) return undefined;
  if (!READ_METHODS.has(method)) throw forbidden(READ_ONLY_TOKEN);
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (!row.last_used_at || row.last_used_at < staleBefore) {
    await touchPersonalAccessToken(db, row.id, now, staleBefore);
  }
  return { userId: row.user_id };
}
