import { AsyncLocalStorage } from 'node:async_hooks';

/** How many requests may queue for PGlite's one session, and how long. */
export interface SessionQueueLimits {
  /** Requests waiting for their first query at most; one more is refused at once. */
  maxWaiting: number;
  /** A request still waiting for its first query after this long is refused. */
  maxWaitMs: number;
}

/** No bound: for command-line tools, benchmarks and tests that queue on purpose. */
export const UNBOUNDED_QUEUE: SessionQueueLimits = {
  maxWaiting: Number.MAX_SAFE_INTEGER,
  maxWaitMs: 2_147_483_647,
};

/** The database is too busy to take the request now: answered as 503 with Retry-After. */
export class DatabaseBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The server is busy; try again in a moment');
    this.name = 'DatabaseBusyError';
  }
}

/** What a busy answer asks clients to wait: long enough for a queue to drain. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** One request's standing with the queue: whether one of its queries has had the session. */
interface Ticket {
  admitted: boolean;
}

const tickets = new AsyncLocalStorage<Ticket>();

/** Runs a request (all its queries) as one caller of the queue. */
export function asOneRequest(run: () => void): void {
  tickets.run({ admitted: false }, run);
}

interface Waiter {
  ticket: Ticket | undefined;
  grant: () => void;
  timer?: NodeJS.Timeout;
}

/**
 * Hands the one session on, under a flood of requests, so that every request gets an answer or
 * a quick refusal. Only a request's first query can be refused (too many waiting, or waiting too
 * long); once a request has had the session, its further queries wait without bound and go ahead
 * of newcomers, so work under way finishes instead of being refused half done. Work outside
 * requests (live updates, clean-ups) is never refused.
 */
export class SessionQueue {
  readonly #limits: SessionQueueLimits;
  readonly #underWay: Waiter[] = [];
  readonly #newcomers: Waiter[] = [];
  #held = false;

  constructor(limits: SessionQueueLimits) {
    this.#limits = limits;
  }

  acquire(): Promise<void> {
    const ticket = tickets.getStore();
    if (!this.#held) {
      this.#held = true;
      if (ticket) ticket.admitted = true;
      return Promise.resolve();
    }
    if (!ticket || ticket.admitted) {
      return new Promise((grant) => this.#underWay.push({ ticket, grant }));
    }
    if (this.#newcomers.length >= this.#limits.maxWaiting) {
      return Promise.reject(new DatabaseBusyError(BUSY_RETRY_AFTER_SECONDS));
    }
    return new Promise((grant, refuse) => {
      const waiter: Waiter = { ticket, grant };
      waiter.timer = setTimeout(() => {
        this.#newcomers.splice(this.#newcomers.indexOf(waiter), 1);
        refuse(new DatabaseBusyError(BUSY_RETRY_AFTER_SECONDS));
      }, this.#limits.maxWaitMs);
      this.#newcomers.push(waiter);
    });
  }

  /** Whether the session is held, and how many wait for it. */
  stats(): { held: boolean; waiting: number } {
    return { held: this.#held, waiting: this.#underWay.length + this.#newcomers.length };
  }

  /** The holder is done: the next in line gets the session, or it is free. */
  release(): void {
    const next = this.#underWay.shift() ?? this.#newcomers.shift();
    if (!next) {
      this.#held = false;
      return;
    }
    clearTimeout(next.timer);
    if (next.ticket) next.ticket.admitted = true;
    next.grant();
  }
}
