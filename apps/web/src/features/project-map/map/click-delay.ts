/**
 * Holds a click back for a while so that a double click (which zooms) can cancel it
 * (MAP_CLICK_DELAY_MS, spec 000 section 9).
 */
export class ClickDelay<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly delayMs: number,
    private readonly onClick: (value: T) => void,
  ) {}

  click(value: T): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.onClick(value);
    }, this.delayMs);
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
