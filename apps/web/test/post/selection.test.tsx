import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostPoints, PostSummary } from '@highwater/core/api/posts';
import { markSeenInPoints, markSeenInPostsData } from '@/api/record-post-view.ts';
import { SelectionBanner } from '@/features/post/selection/selection-banner.tsx';
import { isLookedAt } from '@/features/post/selection/use-seen-in-view.ts';
import { splitLocation } from '@highwater/core/format/location';
import { selectionTitle } from '@/features/post/selection/selection-title.ts';
import { parsePostIds } from '@/lib/post-ids.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

describe('the selected post ids in the address', () => {
  it('keeps positive integers once each, in order', () => {
    expect(parsePostIds('12,15,12, 40')).toEqual([12, 15, 40]);
    expect(parsePostIds('7,abc,-3,0,1.5,,9')).toEqual([7, 9]);
    expect(parsePostIds(undefined)).toEqual([]);
    expect(parsePostIds('99999999999')).toEqual([]);
  });

  it('splits a location at its first comma', () => {
    expect(splitLocation('12 Main St, Norfolk, VA 23510')).toEqual({
      first: '12 Main St',
      rest: 'Norfolk, VA 23510',
    });
    expect(splitLocation('Norfolk')).toEqual({ first: 'Norfolk', rest: '' });
    expect(splitLocation('  ')).toBeNull();
  });

  it('titles the page with the project, the count and each distinct place', () => {
    expect(
      selectionTitle('Harbor flooding', 3, [
        '12 Main St, Norfolk, VA',
        '12 Main St, Norfolk, VA 23510',
        null,
        '3 Bay Ave, Hampton, VA',
      ]),
    ).toBe('Harbor flooding (3) · 12 Main St, Norfolk · 3 Bay Ave, Hampton');
  });
});

describe('the banner over several selected posts', () => {
  it('counts the sightings and dismisses them', () => {
    const onDismiss = vi.fn();
    render(<SelectionBanner count={3} onDismiss={onDismiss} />);
    expect(screen.getByText('3 sightings at this location')).toBeTruthy();
    expect(screen.getByText('Scroll down to see the next sighting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss posts' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('says sighting for one', () => {
    render(<SelectionBanner count={1} onDismiss={vi.fn()} />);
    expect(screen.getByText('1 sighting at this location')).toBeTruthy();
  });
});

describe('a post card in view', () => {
  /** What the observer says of a card of `card` px with `visible` px of it on a 800 px screen. */
  const entry = (card: number, visible: number) =>
    ({
      isIntersecting: visible > 0,
      boundingClientRect: { height: card },
      intersectionRect: { height: visible },
      rootBounds: { height: 800 },
    }) as IntersectionObserverEntry;

  it('counts once half of it is on screen', () => {
    expect(isLookedAt(entry(600, 300))).toBe(true);
    expect(isLookedAt(entry(600, 299))).toBe(false);
    expect(isLookedAt(entry(600, 0))).toBe(false);
  });

  it('counts a card taller than the screen once it fills half of the screen', () => {
    expect(isLookedAt(entry(3000, 400))).toBe(true);
    // The top of the next card peeking in under the one being read.
    expect(isLookedAt(entry(3000, 120))).toBe(false);
  });
});

describe('marking a post as seen in the caches', () => {
  const summary = (id: number): PostSummary => ({
    id,
    lat: 1,
    lng: 2,
    observed_at: '2026-03-01T00:00:00.000Z',
    created_at: '2026-03-01T00:00:00.000Z',
    location: null,
    content: '',
    status_id: null,
    featured: false,
    seen: null,
    last_comment_at: null,
    severity_level: null,
    investigation_ids: [],
    thumbnail_url: null,
    media_count: 0,
  });
  const now = '2026-03-02T10:00:00.000Z';

  it('sets seen in a list page and in pages of an infinite list', () => {
    const page = { results: [summary(1), summary(2)], total: 2, next_cursor: null };
    expect(markSeenInPostsData(page, 2, now)).toEqual({
      ...page,
      results: [summary(1), { ...summary(2), seen: now }],
    });
    const infinite = { pages: [page], pageParams: [null] };
    const marked = markSeenInPostsData(infinite, 1, now) as { pages: (typeof page)[] };
    expect(marked.pages[0]!.results[0]!.seen).toBe(now);
    expect(markSeenInPostsData(undefined, 1, now)).toBeUndefined();
  });

  it('sets the seen flag of the map point', () => {
    const points: PostPoints = {
      total: 2,
      capped: false,
      extent: null,
      id: [5, 6],
      lng: [0, 0],
      lat: [0, 0],
      status_id: [null, null],
      severity_level: [null, null],
      seen: [0, 0],
      featured: [0, 0],
    };
    expect(markSeenInPoints(points, 6).seen).toEqual([0, 1]);
    expect(markSeenInPoints(points, 7)).toBe(points);
  });
});
