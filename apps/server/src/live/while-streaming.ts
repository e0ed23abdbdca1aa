export interface PeriodicTask {
  everyMs: number;
  run: () => void;
}

/**
 * Periodic work that only open streams need (rechecking their access, telling them who stopped
 * viewing a post) runs while this instance has at least one, so an idle server stays quiet.
 */
export class WhileStreaming {
  readonly #tasks: readonly PeriodicTask[];
  #open = 0;
  #timers: NodeJS.Timeout[] = [];

  constructor(tasks: readonly PeriodicTask[]) {
    this.#tasks = tasks;
  }

  /** Streams open now. */
  get count(): number {
    return this.#open;
  }

  /** A stream opened; answers what to call, once, when it ends. */
  opened(): () => void {
    if (this.#open++ === 0) {
      this.#timers = this.#tasks.map((task) => setInterval(task.run, task.everyMs).unref());
    }
    return () => {
      if (--this.#open > 0) return;
      for (const timer of this.#timers) clearInterval(timer);
      this.#timers = [];
    };
  }
}
