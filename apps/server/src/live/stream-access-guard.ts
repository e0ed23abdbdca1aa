import type { Db } from '@/db/database.ts';
import { liveStreamAccess, type StreamAccess } from '@/repositories/live-access-repository.ts';

export interface GuardedStream {
  tokenHash: string;
  projectId: number;
  familyId: number;
  userId: number;
  /** Still allowed: the project's settings now. */
  allowed: (access: StreamAccess) => void;
  /** No longer allowed (signed out, revoked, expired, no longer a member): ends the stream. */
  end: () => void;
  /** Ends the stream telling its client to reconnect (this instance is stopping). */
  reconnect: () => void;
}

const CHECK_BATCH = 500;
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Keeps every open stream to what its token and membership allow: a stream ends when its token
 * expires (a timer), when its sign-in is revoked or its user removed from a client group (the
 * database's notifications, checked at once) and, for anything else, at the next check of all
 * streams.
 */
export class StreamAccessGuard {
  readonly #db: Db;
  readonly #onError: (error: unknown) => void;
  readonly #streams = new Map<number, { stream: GuardedStream; expiry: NodeJS.Timeout }>();
  #nextKey = 1;

  constructor(db: Db, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
  }

  /** Access for a stream about to open; undefined when its user may not watch the project. */
  async admit(stream: { tokenHash: string; projectId: number }): Promise<StreamAccess | undefined> {
    const [access] = await liveStreamAccess(this.#db, [{ key: 0, ...stream }]);
    return access;
  }

  add(stream: GuardedStream, tokenExpiresAt: Date): () => void {
    const key = this.#nextKey++;
    // An access token's expiry never moves, so the stream simply ends then. A token outliving
    // the longest timer ends its stream early; the client reconnects.
    const wait = Math.min(Math.max(tokenExpiresAt.getTime() - Date.now(), 0), LONGEST_TIMER_MS);
    const expiry = setTimeout(() => stream.end(), wait);
    expiry.unref();
    this.#streams.set(key, { stream, expiry });
    return () => this.#forget(key);
  }

  checkAll(): Promise<void> {
    return this.#check([...this.#streams.keys()]);
  }

  /** A sign-in was revoked: its streams are checked now. */
  checkFamily(familyId: number): Promise<void> {
    const keys = [...this.#streams].filter(([, s]) => s.stream.familyId === familyId);
    return this.#check(keys.map(([key]) => key));
  }

  /** A person was removed from a client group: their streams are checked now. */
  checkUser(userId: number): Promise<void> {
    const keys = [...this.#streams].filter(([, s]) => s.stream.userId === userId);
    return this.#check(keys.map(([key]) => key));
  }

  endAll(): void {
    for (const { stream } of [...this.#streams.values()]) stream.end();
  }

  reconnectAll(): void {
    for (const { stream } of [...this.#streams.values()]) stream.reconnect();
  }

  #forget(key: number): void {
    const entry = this.#streams.get(key);
    if (!entry) return;
    clearTimeout(entry.expiry);
    this.#streams.delete(key);
  }

  async #check(keys: number[]): Promise<void> {
    try {
      for (let start = 0; start < keys.length; start += CHECK_BATCH) {
        const batch = keys.slice(start, start + CHECK_BATCH).flatMap((key) => {
          const entry = this.#streams.get(key);
          return entry ? [{ key, ...entry.stream }] : [];
        });
        const allowed = new Map(
          (await liveStreamAccess(this.#db, batch)).map((access) => [access.key, access]),
        );
        for (const { key } of batch) {
          const entry = this.#streams.get(key);
          const access = allowed.get(key);
          if (!entry) continue;
          if (access) entry.stream.allowed(access);
          else entry.stream.end();
        }
      }
    } catch (error) {
      this.#onError(error);
    }
  }
}
