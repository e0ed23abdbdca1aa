import { createHash, timingSafeEqual } from 'node:crypto';

// RFC 7636 section 4.1: 43 to 128 unreserved characters.
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export const isCodeVerifier = (verifier: string) => VERIFIER.test(verifier);

/** Whether the verifier's S256 transform equals the challenge sent with the authorization request. */
export function verifierMatchesChallenge(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
