import type { Transaction } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { AuthorizeRequest } from './authorize-request.ts';
import { hashToken, newOpaqueToken } from './token-hash.ts';

/** Codes are single-use and live one minute: enough for the browser to hand them over. */
export const CODE_TTL_SECONDS = 60;

export async function issueAuthorizationCode(
  trx: Transaction<Database>,
  request: AuthorizeRequest,
  userId: number,
  sessionIdHash: string,
): Promise<string> {
  const code = newOpaqueToken();
  await trx
    .insertInto('authorization_codes')
    .values({
      code_hash: hashToken(code),
      client_id: request.clientId,
      user_id: userId,
      session_id_hash: sessionIdHash,
      redirect_uri: request.redirectUri,
      code_challenge: request.codeChallenge,
      scope: request.scope ?? null,
      nonce: request.nonce ?? null,
      expires_at: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
    })
    .execute();
  return code;
}
