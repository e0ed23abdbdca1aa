import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { MAP_POINTS_LIMIT } from '@highwater/core/constants';
import {
  biggestReachableCluster,
  clusterButtons,
  clusterCount,
  clusteredTotal,
  mapZoom,
  selectedMarkerOf,
  watchSelectedMarker,
} from './cluster-driver.ts';
import { AppUser, DEMO } from './driver.ts';
import { PAST_THE_LIMIT_MAP, startPastTheLimitServer } from './past-the-limit-server.ts';
import type { RunningServer } from './server.ts';
import { pastTheLimitData } from './test-server.ts';
import { workerBrowser } from './worker-browser.ts';

const MAP = `${PAST_THE_LIMIT_MAP}?since=ever`;
const CLUSTERED = /^Each circle counts the sightings in its area/;
/** Each cluster pressed zooms in by 2: a few reach a view of few enough sightings. */
const MAX_PRESSES = 4;

let server: RunningServer;
let browser: Browser;
let user: AppUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startPastTheLimitServer(pastTheLimitData()),
    workerBrowser(),
  ]);
  user = await AppUser.open(browser, server.baseUrl);
  await user.signIn(DEMO.ana);
});

afterAll(async () => {
  await user?.close();
  await server?.stop();
});

describe('the map of a project with more sightings than it draws one by one', () => {
  it('counts them per area with a notice, and draws the points again once zoomed in', async () => {
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    await expect.poll(() => clusterCount(user)).toBeGreaterThan(1);
    expect(await user.mapPointDisplay()).toBe('hidden');
    expect(await clusterButtons(user).count()).toBe(await clusterCount(user));
    expect(await clusteredTotal(user)).toBeGreaterThan(MAP_POINTS_LIMIT);
    await user.mapNotice(CLUSTERED).waitFor();

    for (let presses = 1; (await clusterCount(user)) !== null; presses++) {
      expect(presses).toBeLessThanOrEqual(MAX_PRESSES);
      const zoom = await mapZoom(user);
      const counted = user.page.waitForResponse((response) =>
        new URL(response.url()).pathname.endsWith('/posts/density'),
      );
      await (await biggestReachableCluster(user)).click();
      await expect.poll(() => mapZoom(user)).toBeCloseTo(zoom + 2, 1);
      await counted;
      await user.waitForMap();
    }

    await expect.poll(() => user.mapPointDisplay()).toMatch(/^(layer|markers)$/);
    expect(await clusterButtons(user).count()).toBe(0);
    await user.mapNotice(CLUSTERED).waitFor({ state: 'detached' });
  });

  it('draws a sighting chosen in the list while clustered, and flies to it', async () => {
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    await expect.poll(() => clusterCount(user)).toBeGreaterThan(0);
    const row = user.page.locator('.sighting-row').first();
    const postId = Number(await row.getAttribute('data-post-id'));
    const zoom = await mapZoom(user);
    const markerLost = await watchSelectedMarker(user, postId);
    await row.click();
    await user.waitForPath(`${PAST_THE_LIMIT_MAP}/${postId}`);

    const marker = selectedMarkerOf(user, postId);
    await marker.waitFor();
    const spot = await user.waitUntilStill(marker);
    // The map has closed in on it, and shows it where nothing covers it.
    expect(await mapZoom(user)).toBeGreaterThan(zoom);
    const map = await user.mapArea().boundingBox();
    if (!map) throw new Error('The map has no size');
    expect(spot.x).toBeGreaterThan(map.x);
    expect(spot.x + spot.width).toBeLessThan(map.x + map.width);
    expect(spot.y).toBeGreaterThan(map.y);
    expect(spot.y + spot.height).toBeLessThan(map.y + map.height);
    expect(await user.canBePressed(marker)).toBe(true);
    // Close in, the view's sightings are drawn around it; its marker stayed throughout.
    await expect.poll(() => user.mapPointDisplay()).toMatch(/^(layer|markers)$/);
    expect(await clusterCount(user)).toBeNull();
    await marker.waitFor();
    expect(await markerLost()).toBe(false);
  });

  it("asks for the first view's counts while the map library still loads, and only once", async () => {
    const counts: string[] = [];
    let mapLibraryServed = false;
    let countsBeforeLibrary = false;
    let askedForCounts = () => {};
    const asked = new Promise<void>((resolve) => (askedForCounts = resolve));
    const onRequest = (request: Request) => {
      if (!new URL(request.url()).pathname.endsWith('/posts/density')) return;
      counts.push(request.url());
      if (!mapLibraryServed) countsBeforeLibrary = true;
      askedForCounts();
    };
    user.page.on('request', onRequest);
    // MapLibre is held back until the counts are asked for, or long enough to see they are not.
    await user.page.route('**/assets/maplibre-gl-*.js', async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      mapLibraryServed = true;
      await route.continue();
    });
    try {
      await user.openProjectMap(MAP);
      await expect.poll(() => clusterCount(user)).toBeGreaterThan(1);
      await user.waitForMap();
      expect(countsBeforeLibrary).toBe(true);
      // The map opened on the very view that was planned: it asked for nothing more.
      expect(counts).toHaveLength(1);
    } finally {
      user.page.off('request', onRequest);
      await user.page.unroute('**/assets/maplibre-gl-*.js');
    }
  });
});
