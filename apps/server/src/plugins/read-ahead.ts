import { isDeepStrictEqual } from 'node:util';

/**
 * Runs a read for the member a token had on a project last time while the access check is under
 * way, so that a project's read calls cost the longer of the check and the read, not their sum.
 * The read's statements are sent first and the check's short one beside them: sent first, the
 * check delayed the read's longest statement, which the call waits for.
 * The read's answer is kept only when the check grants access to that very member (the same user,
 * project row and default status); otherwise the read runs again for the member the check found.
 * A refused check throws its own error and the early read's answer or failure is dropped unseen.
 * Only for reads: the early one may run for a token that has just been revoked.
 */
export async function readAhead<M, T>(
  check: () => Promise<M>,
  lastMember: M | undefined,
  read: (member: M) => Promise<T>,
): Promise<T> {
  const early = lastMember === undefined ? undefined : read(lastMember);
  // Settled here so that a refused check leaves no unhandled rejection behind.
  early?.catch(() => undefined);
  const member = await (early ? afterPending(check) : check());
  if (early && isDeepStrictEqual(lastMember, member)) return early;
  return read(member);
}

/** The last member each token was granted on each project, the oldest dropped past `limit`. */
export class LastMembers<M> {
  readonly #members = new Map<string, M>();

  constructor(private readonly limit: number) {}

  get(tokenHash: string, projectId: number): M | undefined {
    return this.#members.get(`${projectId}:${tokenHash}`);
  }

  set(tokenHash: string, projectId: number, member: M): void {
    const key = `${projectId}:${tokenHash}`;
    this.#members.delete(key);
    this.#members.set(key, member);
    if (this.#members.size > this.limit) {
      const oldest = this.#members.keys().next();
      if (!oldest.done) this.#members.delete(oldest.value);
    }
  }

  delete(tokenHash: string, projectId: number): void {
    this.#members.delete(`${projectId}:${tokenHash}`);
  }
}

/** Starts `check` once the read started before it has sent its statements (pending microtasks). */
function afterPending<M>(check: () => Promise<M>): Promise<M> {
  return new Promise<void>((resolve) => setImmediate(resolve)).then(check);
}
