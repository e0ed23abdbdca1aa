import { quantile } from './quantile.ts';

/** One post sent by a reporter: when each step started and ended (performance.now()). */
export interface SentPost {
  postId: number;
  /** Before the photo's upload. */
  started: number;
  /** Before the intake call (the submission). */
  submitted: number;
  /** When the intake call's answer was read. */
  answered: number;
}

export interface PhaseFigures {
  posts: number;
  postsPerSecond: number;
  sequence: { p50: number; p99: number };
  toEvent: { p50: number; p99: number };
}

/**
 * The figures of a phase that took `elapsed` ms: posts per second over the whole phase, each
 * post's upload-and-submit time, and the time from its submission to its post.created event
 * (`arrivals` by post id). A post whose event never arrived is an error, not a missing sample.
 */
export function phaseFigures(
  sent: readonly SentPost[],
  arrivals: ReadonlyMap<number, number>,
  elapsed: number,
): PhaseFigures {
  const toEvent = sent.map((post) => {
    const arrived = arrivals.get(post.postId);
    if (arrived === undefined) throw new Error(`no post.created event for post ${post.postId}`);
    return arrived - post.submitted;
  });
  const sequence = sent.map((post) => post.answered - post.started);
  const p = (samples: number[]) => ({ p50: quantile(samples, 0.5), p99: quantile(samples, 0.99) });
  return {
    posts: sent.length,
    postsPerSecond: sent.length / (elapsed / 1000),
    sequence: p(sequence),
    toEvent: p(toEvent),
  };
}
