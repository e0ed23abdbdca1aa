/**
 * Marks posts as seen once they have stayed in view for a while (SEEN_AFTER_MS). Each post is
 * reported at most once; a post that leaves the view before its time restarts its clock.
 */
export class SeenTracker {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly reported = new Set<number>();

  constructor(
    private readonly delayMs: number,
    private readonly onSeen: (postId: number) => void,
  ) {}

  /** The unseen posts now in view; timers of the others stop. */
  update(inView: readonly number[]): void {
    const wanted = new Set(inView);
    for (const [id, timer] of this.timers) {
      if (!wanted.has(id)) {
        clearTimeout(timer);
        this.timers.delete(id);
      }
    }
    for (const id of wanted) {
      if (this.reported.has(id) || this.timers.has(id)) continue;
      this.timers.set(
        id,
        setTimeout(() => {
          this.timers.delete(id);
          this.reported.add(id);
          this.onSeen(id);
        }, this.delayMs),
      );
    }
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
