import type { PostsHistogram } from '@highwater/core/api/posts';

/**
 * The histogram with one post observed at `observedAt` more (delta 1) or fewer (-1), in the bar
 * that starts at or before it. null when no bar of the answer covers that time (a new bar is
 * needed, or the histogram was empty) or the count would go below zero: the caller fetches it
 * again.
 */
export function countPost(
  histogram: PostsHistogram,
  observedAt: string,
  delta: 1 | -1,
): PostsHistogram | null {
  const time = Date.parse(observedAt);
  const { buckets } = histogram;
  const first = buckets[0];
  if (!first || histogram.to === null || time < Date.parse(first.start)) return null;
  if (time > Date.parse(histogram.to)) return null;
  let index = 0;
  while (index + 1 < buckets.length && Date.parse(buckets[index + 1]!.start) <= time) index += 1;
  const count = buckets[index]!.count + delta;
  if (count < 0) return null;
  return {
    ...histogram,
    total: histogram.total + delta,
    buckets: buckets.map((bucket, i) => (i === index ? { ...bucket, count } : bucket)),
  };
}
