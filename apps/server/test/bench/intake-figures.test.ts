import { describe, expect, it } from 'vitest';
import { phaseFigures } from '../../bench/intake-figures.ts';

describe('the intake benchmark’s figures', () => {
  const sent = [
    { postId: 1, started: 0, submitted: 400, answered: 500 },
    { postId: 2, started: 100, submitted: 700, answered: 900 },
  ];

  it('counts posts per second over the phase and times each post from its submission', () => {
    const figures = phaseFigures(
      sent,
      new Map([
        [1, 430],
        [2, 760],
      ]),
      1000,
    );
    expect(figures).toEqual({
      posts: 2,
      postsPerSecond: 2,
      sequence: { p50: 500, p99: 800 },
      toEvent: { p50: 30, p99: 60 },
    });
  });

  it('refuses a post whose event never arrived', () => {
    expect(() => phaseFigures(sent, new Map([[1, 430]]), 1000)).toThrow(/post 2/);
  });
});
