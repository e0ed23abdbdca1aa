/** How long a changed row and point stay highlighted. */
export const HIGHLIGHT_MS = 4_000;

const NONE: ReadonlySet<number> = new Set();

/**
 * The posts another person changed a moment ago, each for HIGHLIGHT_MS: the sightings list and
 * the map read it to highlight them. A store outside React so that the stream can write to it.
 */
export class RecentChanges {
  private ids: ReadonlySet<number> = NONE;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): ReadonlySet<number> => this.ids;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  mark(postId: number): void {
    clearTimeout(this.timers.get(postId));
    this.timers.set(
      postId,
      setTimeout(() => this.unmark(postId), HIGHLIGHT_MS),
    );
    if (!this.ids.has(postId)) this.set(new Set([...this.ids, postId]));
  }

  private unmark(postId: number): void {
    this.timers.delete(postId);
    const next = new Set(this.ids);
    next.delete(postId);
    this.set(next.size === 0 ? NONE : next);
  }

  private set(ids: ReadonlySet<number>): void {
    this.ids = ids;
    for (const listener of this.listeners) listener();
  }
}
