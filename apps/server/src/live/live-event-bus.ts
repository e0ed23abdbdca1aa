import type { Db } from '@/db/database.ts';
import { eventsByIds } from '@/repositories/project-event-repository.ts';
import { toLiveEvent, type LiveEvent } from './live-event.ts';

export interface LiveSubscriber {
  projectId: number;
  /** Events of the subscriber's project, oldest first; the subscriber applies the access rule. */
  receive: (events: readonly LiveEvent[]) => void;
}

/**
 * Hands committed events to this instance's open streams. The database notifies every instance
 * of each event's id and project (LISTEN/NOTIFY, or PGlite in-process); the bus reads the rows
 * only for projects someone here is watching, a batch of notifications in one query, and builds
 * each message once for all of the project's streams.
 */
export class LiveEventBus {
  readonly #db: Db;
  readonly #onError: (error: unknown) => void;
  readonly #subscribers = new Map<number, Set<LiveSubscriber>>();
  #pending: number[] = [];
  #scheduled = false;
  #work: Promise<void> = Promise.resolve();

  constructor(db: Db, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    const set = this.#subscribers.get(subscriber.projectId) ?? new Set();
    set.add(subscriber);
    this.#subscribers.set(subscriber.projectId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.#subscribers.delete(subscriber.projectId);
    };
  }

  /** An event was committed (the database's notification). */
  notified(eventId: number, projectId: number): void {
    if (!this.#subscribers.has(projectId)) return;
    this.#pending.push(eventId);
    if (this.#scheduled) return;
    this.#scheduled = true;
    // Notifications that arrive together are read together.
    setImmediate(() => {
      this.#scheduled = false;
      const ids = this.#pending;
      this.#pending = [];
      this.#enqueue(async () =>
        this.#dispatch((await eventsByIds(this.#db, ids)).map(toLiveEvent)),
      );
    });
  }

  /** Settles once every read started so far is delivered (for an orderly shutdown). */
  idle(): Promise<void> {
    return this.#work;
  }

  // Reads run one after another, so events reach each stream in the order they were notified.
  #enqueue(task: () => Promise<void>): void {
    this.#work = this.#work.then(task).catch(this.#onError);
  }

  #dispatch(events: LiveEvent[]): void {
    const byProject = new Map<number, LiveEvent[]>();
    for (const event of events) {
      const list = byProject.get(event.projectId) ?? [];
      list.push(event);
      byProject.set(event.projectId, list);
    }
    for (const [projectId, list] of byProject) {
      for (const subscriber of this.#subscribers.get(projectId) ?? []) subscriber.receive(list);
    }
  }
}
