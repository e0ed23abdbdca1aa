import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhileStreaming } from '@/live/while-streaming.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('work that only open streams need', () => {
  it('runs from the first stream opened until the last one ends, and not otherwise', () => {
    let runs = 0;
    const whileStreaming = new WhileStreaming([{ everyMs: 10, run: () => runs++ }]);
    vi.advanceTimersByTime(100);
    expect(runs).toBe(0);

    const endFirst = whileStreaming.opened();
    const endSecond = whileStreaming.opened();
    vi.advanceTimersByTime(100);
    expect(runs).toBe(10);

    endFirst();
    vi.advanceTimersByTime(100);
    expect(runs).toBe(20);

    endSecond();
    vi.advanceTimersByTime(100);
    expect(runs).toBe(20);
    expect(vi.getTimerCount()).toBe(0);
  });
});
