import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_CLICK_DELAY_MS, METERS_PER_MILE, SEEN_AFTER_MS } from '@highwater/core/constants';
import { ClickDelay } from '@/features/project-map/map/click-delay.ts';
import { SeenTracker } from '@/features/post/selection/seen-tracker.ts';
import { moveAnimation, paddedBounds } from '@/features/project-map/map/selection-view.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the delayed point click', () => {
  it('fires after 333 ms', () => {
    const onClick = vi.fn();
    const delay = new ClickDelay(MAP_CLICK_DELAY_MS, onClick);
    delay.click('a');
    vi.advanceTimersByTime(332);
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClick).toHaveBeenCalledWith('a');
  });

  it('is cancelled by a double click, and only the last of quick clicks counts', () => {
    const onClick = vi.fn();
    const delay = new ClickDelay(MAP_CLICK_DELAY_MS, onClick);
    delay.click('a');
    delay.cancel();
    vi.advanceTimersByTime(1000);
    expect(onClick).not.toHaveBeenCalled();
    delay.click('a');
    vi.advanceTimersByTime(100);
    delay.click('b');
    vi.advanceTimersByTime(1000);
    expect(onClick.mock.calls).toEqual([['b']]);
  });
});

describe('marking posts as seen', () => {
  it('reports a post that stayed in view for a second, once', () => {
    const onSeen = vi.fn();
    const tracker = new SeenTracker(SEEN_AFTER_MS, onSeen);
    tracker.update([1, 2]);
    vi.advanceTimersByTime(999);
    expect(onSeen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSeen.mock.calls).toEqual([[1], [2]]);
    tracker.update([1, 2]);
    vi.advanceTimersByTime(5000);
    expect(onSeen).toHaveBeenCalledTimes(2);
  });

  it('restarts the clock of a post that left the view too early', () => {
    const onSeen = vi.fn();
    const tracker = new SeenTracker(SEEN_AFTER_MS, onSeen);
    tracker.update([7]);
    vi.advanceTimersByTime(600);
    tracker.update([]);
    vi.advanceTimersByTime(600);
    tracker.update([7]);
    vi.advanceTimersByTime(999);
    expect(onSeen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSeen).toHaveBeenCalledWith(7);
  });

  it('reports nothing after stop', () => {
    const onSeen = vi.fn();
    const tracker = new SeenTracker(SEEN_AFTER_MS, onSeen);
    tracker.update([7]);
    tracker.stop();
    vi.advanceTimersByTime(5000);
    expect(onSeen).not.toHaveBeenCalled();
  });
});

describe('the view around a selection', () => {
  it('adds a quarter mile on every side', () => {
    const [[west, south], [east, north]] = paddedBounds([{ lng: 0, lat: 0 }], 0.25)!;
    const quarterMileDeg = (0.25 * METERS_PER_MILE) / 111_320;
    expect(north).toBeCloseTo(quarterMileDeg, 6);
    expect(south).toBeCloseTo(-quarterMileDeg, 6);
    expect(east).toBeCloseTo(quarterMileDeg, 6);
    expect(west).toBeCloseTo(-quarterMileDeg, 6);
  });

  it('widens longitudes away from the equator', () => {
    const [[west], [east]] = paddedBounds([{ lng: -76.3, lat: 60 }], 0.25)!;
    const quarterMileDeg = (0.25 * METERS_PER_MILE) / 111_320;
    expect(east - -76.3).toBeCloseTo(quarterMileDeg * 2, 3);
    expect(west).toBeLessThan(-76.3);
  });

  it('spans every point', () => {
    const bounds = paddedBounds(
      [
        { lng: 1, lat: 2 },
        { lng: 3, lat: -4 },
      ],
      0,
    );
    expect(bounds).toEqual([
      [1, -4],
      [3, 2],
    ]);
    expect(paddedBounds([], 1)).toBeNull();
  });

  it('moves within 2 s, and without animation for reduced motion', () => {
    expect(moveAnimation(false)).toEqual({ animate: true, maxDuration: 2000 });
    expect(moveAnimation(true)).toEqual({ animate: false, maxDuration: 2000 });
  });
});
