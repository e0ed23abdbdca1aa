import type { ServerResponse } from 'node:http';
import { once } from 'node:events';
import { rollingWindowStart } from '@highwater/core/filters/time-range';
import type { Db } from '@/db/database.ts';
import { mayReceive } from '@/domain/live-event-access.ts';
import type { StreamAccess } from '@/repositories/live-access-repository.ts';
import { eventsAfter } from '@/repositories/project-event-repository.ts';
import type { LiveSubscriber } from './live-event-bus.ts';
import type { GuardedStream } from './stream-access-guard.ts';
import { toLiveEvent, type LiveEvent } from './live-event.ts';

/**
 * Past this much unsent text the client is too slow to follow: the stream ends, and the client
 * reconnects with its last event id and is replayed from the database. No queue grows without
 * bound in the server.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;
const REPLAY_PAGE = 200;
/**
 * When this instance stops, its clients are told (the event-stream `retry` field) to reconnect
 * after this long, through the load balancer to an instance that stays; the web app waits as
 * long after any stream that ends.
 */
export const RECONNECT_AFTER_MS = 1_000;

export interface EventStreamOptions {
  db: Db;
  res: ServerResponse;
  userId: number;
  familyId: number;
  tokenHash: string;
  projectId: number;
  access: StreamAccess;
  heartbeatMs: number;
}

/**
 * One open Server-Sent Events stream of a project: replays what the client missed, then sends
 * live events its user may receive, a comment line every heartbeat, and ends when the guard says
 * so, the client goes, or the client falls too far behind.
 */
export class EventStream implements LiveSubscriber, GuardedStream {
  readonly projectId: number;
  readonly familyId: number;
  readonly userId: number;
  readonly tokenHash: string;
  readonly #options: EventStreamOptions;
  #access: StreamAccess;
  #closed = false;
  /** Live events that arrive while the replay is read, sent after it; null once live. */
  #held: LiveEvent[] | null = [];
  readonly #replayed = new Set<number>();
  #heartbeat: NodeJS.Timeout | undefined;
  readonly #cleanups: (() => void)[] = [];

  constructor(options: EventStreamOptions) {
    this.#options = options;
    this.projectId = options.projectId;
    this.familyId = options.familyId;
    this.userId = options.userId;
    this.tokenHash = options.tokenHash;
    this.#access = options.access;
  }

  /** Runs when the stream ends, whatever ends it. */
  onEnd(cleanup: () => void): void {
    this.#cleanups.push(cleanup);
  }

  /** Sends the events after lastEventId (when given), then goes live. */
  async start(lastEventId: number | null): Promise<void> {
    const { res, heartbeatMs } = this.#options;
    res.on('close', () => this.end());
    this.#heartbeat = setInterval(() => this.#write(': heartbeat\n\n'), heartbeatMs);
    this.#write(': connected\n\n');
    if (lastEventId !== null) await this.#replay(lastEventId);
    const held = this.#held ?? [];
    this.#held = null;
    this.#send(held.filter((event) => !this.#replayed.has(event.id)));
    this.#replayed.clear();
  }

  receive(events: readonly LiveEvent[]): void {
    if (this.#held) this.#held.push(...events);
    else this.#send(events);
  }

  allowed(access: StreamAccess): void {
    this.#access = access;
  }

  /** This instance is stopping: the client is to reconnect, resuming from its last event id. */
  reconnect(): void {
    this.#write(`retry: ${RECONNECT_AFTER_MS}\n: reconnect, this server is stopping\n\n`);
    this.end();
  }

  end(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#heartbeat);
    this.#held = null;
    for (const cleanup of this.#cleanups) cleanup();
    this.#options.res.end();
  }

  async #replay(after: number): Promise<void> {
    const { db, res, projectId } = this.#options;
    let cursor = after;
    while (!this.#closed) {
      const rows = await eventsAfter(db, projectId, cursor, REPLAY_PAGE);
      for (const row of rows) this.#replayed.add(row.id);
      this.#send(rows.map(toLiveEvent));
      if (rows.length < REPLAY_PAGE) return;
      cursor = rows[rows.length - 1]?.id ?? cursor;
      // A long replay waits for the client to take each page rather than buffering it all.
      if (res.writableNeedDrain) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
  }

  #send(events: readonly LiveEvent[]): void {
    const receiver = {
      userId: this.#options.userId,
      showInternalNotes: this.#access.show_internal_notes,
      windowStart: rollingWindowStart(this.#access, new Date()),
    };
    const text = events
      .filter((event) => mayReceive(event, receiver))
      .map((event) => event.message)
      .join('');
    if (text) this.#write(text);
  }

  #write(text: string): void {
    if (this.#closed) return;
    this.#options.res.write(text);
    if (this.#options.res.writableLength > MAX_UNSENT_BYTES) this.end();
  }
}
