import { useEffect, useRef, useState, type RefObject } from 'react';
import { SEEN_AFTER_MS } from '@highwater/core/constants';
import { useRecordPostView } from '@/api/record-post-view.ts';
import { SeenTracker } from './seen-tracker.ts';

/**
 * How much of a card must be on screen to count as looked at: half of it, or, for a card taller
 * than the screen (most are, with their photos and comments), half of the screen. The top edge of
 * the next card peeking in under the one being read is no look at it; a long card read from the
 * middle, with neither end in view, is.
 */
const LOOKED_AT_SHARE = 0.5;

/** Steps of 5% of the card, at which the observer says how much of it is visible. */
const THRESHOLDS = Array.from({ length: 21 }, (_, step) => step / 20);

export function isLookedAt(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const screen = entry.rootBounds?.height ?? window.innerHeight;
  const needed = LOOKED_AT_SHARE * Math.min(entry.boundingClientRect.height, screen);
  return entry.intersectionRect.height >= needed;
}

/**
 * Records that the user has seen a post once its card has stayed in view for SEEN_AFTER_MS
 * without a break (spec 001 section 4), once per post while the selection is open: of several
 * posts at one place, only those scrolled to count.
 */
export function useSeenInView(
  card: RefObject<Element | null>,
  projectId: number,
  postId: number,
): void {
  const { mutate } = useRecordPostView(projectId);
  const record = useRef(mutate);
  record.current = mutate;
  const [tracker] = useState(() => new SeenTracker(SEEN_AFTER_MS, (id) => record.current(id)));

  useEffect(() => () => tracker.stop(), [tracker]);

  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => tracker.update(entry && isLookedAt(entry) ? [postId] : []),
      { threshold: THRESHOLDS },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      tracker.update([]);
    };
  }, [card, postId, tracker]);
}
