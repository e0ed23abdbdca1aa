import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressList } from './address-list.ts';

export interface MetricsAccess {
  allow: AddressList;
  token: string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** /metrics answers a listed address, or anyone with the bearer token when one is set. */
export function mayReadMetrics(
  access: MetricsAccess,
  clientAddress: string,
  authorization: string | undefined,
): boolean {
  if (access.allow.includes(clientAddress)) return true;
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  // Compared as digests, in constant time, so neither the length nor a prefix leaks.
  return (
    access.token !== null &&
    presented !== undefined &&
    timingSafeEqual(digest(presented), digest(access.token))
  );
}
