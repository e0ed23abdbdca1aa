import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { ReviewItem } from '@highwater/core/api/severity';
import { isSeverityLevel, type SeverityLevelNumber } from '@highwater/core/severity';
import { useCorrectSeverity } from '@/api/correct-severity.ts';
import { useSeverityReview } from '@/api/get-severity-review.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';

/** What the reviewer did to a post in this session. */
export interface ReviewOutcome {
  level: SeverityLevelNumber;
  changed: boolean;
  /** When it was saved (ms), to tell which reviews a loaded page already left out. */
  at: number;
}

/** Load the next page while this many posts are still ahead. */
const PREFETCH_AHEAD = 3;

function unique(items: readonly ReviewItem[]): ReviewItem[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/**
 * One review session: the queue's posts in order, the current position, what was done to each
 * and how many are left. Posts stay in place once reviewed, so the reviewer can step back.
 */
export function useReviewSession(projectId: number, query: PostsFilterQuery) {
  const { t } = useTranslation();
  const review = useSeverityReview(projectId, query);
  const correction = useCorrectSeverity(projectId);
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, ReviewOutcome>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const once = useOneAtATime();

  const items = useMemo(
    () => unique(review.data?.pages.flatMap((page) => page.results) ?? []),
    [review.data],
  );
  const lastPage = review.data?.pages.at(-1);
  const reviewedSinceLoad = [...outcomes.values()].filter(
    (outcome) => outcome.at > review.dataUpdatedAt,
  ).length;
  const left = Math.max(0, (lastPage?.remaining ?? 0) - reviewedSinceLoad);
  const current = items[index] ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = review;
  const finished = review.isSuccess && index >= items.length && !hasNextPage;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && index >= items.length - PREFETCH_AHEAD) {
      void fetchNextPage();
    }
  }, [fetchNextPage, hasNextPage, index, isFetchingNextPage, items.length]);

  const move = useCallback(
    (step: 1 | -1) => setIndex((at) => Math.min(Math.max(0, at + step), items.length)),
    [items.length],
  );

  const decide = useCallback(
    (level: number) => {
      if (!current || !isSeverityLevel(level)) return;
      const shown = outcomes.get(current.id)?.level ?? current.severity_level;
      // A double press or a held key decides once.
      once(() =>
        correction.mutateAsync(
          { postId: current.id, severity_level: level },
          {
            onSuccess: () => {
              const changed = level !== shown;
              setOutcomes((previous) => {
                const next = new Map(previous);
                const earlier = previous.get(current.id);
                next.set(current.id, { level, changed, at: earlier?.at ?? Date.now() });
                return next;
              });
              const outcome = changed
                ? t('severity.review.corrected', { level })
                : t('severity.review.confirmed', { level });
              const stillLeft = t('severity.review.left', {
                count: Math.max(0, left - (outcomes.has(current.id) ? 0 : 1)),
              });
              setAnnouncement(`${outcome} ${stillLeft}`);
              setIndex((at) => (items[at]?.id === current.id ? at + 1 : at));
            },
          },
        ),
      );
    },
    [correction, current, items, left, once, outcomes, t],
  );

  const confirm = useCallback(() => {
    if (current) decide(outcomes.get(current.id)?.level ?? current.severity_level);
  }, [current, decide, outcomes]);

  return {
    review,
    items,
    index,
    current,
    left,
    finished,
    outcomes,
    announcement,
    isSaving: correction.isPending,
    reviewedCount: outcomes.size,
    decide,
    confirm,
    next: () => move(1),
    previous: () => move(-1),
  };
}
