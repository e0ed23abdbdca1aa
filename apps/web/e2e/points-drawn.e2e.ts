import { describe, expect, it } from 'vitest';
import { POINTS_DRAWN_MARK, type PointsDrawnDetail } from '@highwater/core/performance-marks';
import { drawnCountBadges, overlappingBadges } from './cluster-driver.ts';
import { DEMO, type AppUser } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

const MAP = '/norfolk-resilience/neighborhood-flood-reports/map?since=ever';

/** The points-drawn marks on the page's performance timeline, oldest first. */
function drawnMarks(user: AppUser): Promise<PointsDrawnDetail[]> {
  return user.page.evaluate(
    (name) =>
      performance
        .getEntriesByName(name, 'mark')
        .map((entry) => (entry as PerformanceMark).detail as PointsDrawnDetail),
    POINTS_DRAWN_MARK,
  );
}

describe('the map marks its points drawn on the performance timeline', () => {
  it('on the first view, and again once a filter has been applied', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    await expect.poll(async () => (await drawnMarks(user)).length).toBeGreaterThan(0);
    const before = await drawnMarks(user);
    const all = before.at(-1)?.features ?? 0;
    expect(all).toBeGreaterThan(0);

    await user.setFilterChoice('Status', 'Confirmed');
    const answer = user.nextMapPoints();
    await user.applyFilters();
    const { points } = await answer;
    await expect.poll(async () => (await drawnMarks(user)).length).toBe(before.length + 1);
    const filtered = (await drawnMarks(user)).at(-1)?.features ?? 0;
    // A group is the posts at one place, so there are at most as many as posts.
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(points.id.length);
    expect(filtered).toBeLessThan(all);
  });

  it('draws the counts of stacked sightings apart at "Any time", none over another', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    expect(await user.mapPointDisplay()).toBe('layer');
    const badges = await drawnCountBadges(user);
    expect(badges.length).toBeGreaterThan(5);
    expect(overlappingBadges(badges).map(([a, b]) => [a.key, b.key])).toEqual([]);
  });
});
