import type { Db } from '@/db/database.ts';
import { unauthorized } from '@/plugins/http-errors.ts';
import { findIntakeKeyByHash, touchIntakeKey } from '@/repositories/intake-key-repository.ts';
import { intakeKeyHash } from './intake-key-secret.ts';

export const INTAKE_KEY_UNKNOWN = 'Invalid intake key';
export const INTAKE_KEY_REVOKED =
  'This intake key has been revoked; ask the project’s admin for a new one';
export const INTAKE_KEY_EXPIRED =
  'This intake key has expired; ask the project’s admin for a new one';

/** Who posts with an intake key: the key and the one project it is for. */
export interface IntakeCaller {
  keyId: number;
  projectId: number;
  keyHash: string;
}

/** The live key of the secret, marked as used now; 401 with the reason otherwise. */
export async function authenticateIntakeKey(
  db: Db,
  secret: string,
  now = new Date(),
): Promise<IntakeCaller> {
  const keyHash = intakeKeyHash(secret);
  const key = await findIntakeKeyByHash(db, keyHash);
  if (!key) throw unauthorized(INTAKE_KEY_UNKNOWN);
  if (key.revoked_at !== null) throw unauthorized(INTAKE_KEY_REVOKED);
  if (key.expires_at !== null && key.expires_at <= now) throw unauthorized(INTAKE_KEY_EXPIRED);
  await touchIntakeKey(db, key.id, now);
  return { keyId: key.id, projectId: key.project_id, keyHash };
}
