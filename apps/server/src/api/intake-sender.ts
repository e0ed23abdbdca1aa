import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '@/plugins/auth-context.ts';
import { authenticateIntakeKey, type IntakeCaller } from '@/services/intake-key-auth.ts';
import { isIntakeKeySecret } from '@/services/intake-key-secret.ts';
import type { NewPostSender } from '@/services/new-post-service.ts';

const intakeCallers = new WeakMap<FastifyRequest, IntakeCaller>();

function intakeKeySecret(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  return token && isIntakeKeySecret(token) ? token : null;
}

/**
 * preHandler of calls that take either a signed-in user or a project intake key
 * (`Authorization: Bearer hwk_…`): a key is checked (401 unknown, revoked or expired), any other
 * bearer token as the user's.
 */
export function userOrIntakeKey(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const secret = intakeKeySecret(request);
    if (secret === null) return app.requireUser(request);
    intakeCallers.set(request, await authenticateIntakeKey(app.db, secret));
  };
}

/** The sender userOrIntakeKey found. */
export function senderOf(request: FastifyRequest): Exclude<NewPostSender, { kind: 'public' }> {
  const key = intakeCallers.get(request);
  return key ? { kind: 'intake_key', key } : { kind: 'member', userId: currentUser(request).id };
}

/** Counts a key's calls apart from its project's members'. */
export function senderRateKey(request: FastifyRequest): string {
  const key = intakeCallers.get(request);
  if (key) return `intake:${key.keyId}`;
  return `user:${request.authUser?.id ?? request.ip}`;
}
