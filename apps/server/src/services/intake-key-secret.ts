import { INTAKE_KEY_PREFIX } from '@highwater/core/api/new-posts';
import { hashToken, newOpaqueToken } from '@/main-site/identity/token-hash.ts';

/** A new key's secret, shown once: the prefix tells it from a sign-in token at a glance. */
export const newIntakeKeySecret = () => `${INTAKE_KEY_PREFIX}${newOpaqueToken()}`;

/** Only this is stored. */
export const intakeKeyHash = (secret: string) => hashToken(secret);

export const isIntakeKeySecret = (token: string) => token.startsWith(INTAKE_KEY_PREFIX);
