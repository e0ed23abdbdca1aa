import path from 'node:path';
import { biggestReachableCluster, clusterCount, mapZoom } from './cluster-driver.ts';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { PAST_THE_LIMIT_MAP, startPastTheLimitServer } from './past-the-limit-server.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the map of a project with more sightings than it draws one by one, at phone and
 * desktop sizes, in English and Spanish: the counts per area it opens on, and the points again
 * once zoomed in on the busiest cluster. Run: npx tsx apps/web/e2e/cluster-screenshots.ts (after
 * building the web app); it starts a server with such a project of its own.
 */
const MAP = `${PAST_THE_LIMIT_MAP}?since=ever`;
/** Software WebGL on a busy machine can take seconds to paint the base map's tiles. */
const PAINT_MS = 3000;
const MAX_PRESSES = 4;

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) => path.join(SCREENSHOTS_DIR, `${name}-${size}-${language}.png`);
  try {
    await user.signIn(DEMO.ana);
    await user.openProjectMap(`${MAP}&lang=${language}`);
    await user.skipMapGuideIfShown();
    await user.page.locator('.hw-map__canvas[data-clusters]').waitFor();
    await user.page.waitForTimeout(PAINT_MS);
    await user.screenshot(file('clusters-region'));

    for (let presses = 0; (await clusterCount(user)) !== null && presses < MAX_PRESSES; presses++) {
      const zoom = await mapZoom(user);
      await (await biggestReachableCluster(user)).click();
      await user.page.waitForFunction(
        (before) => Number(window.location.hash.split('/')[2]) > before + 1.9,
        zoom,
      );
      await user.page.waitForTimeout(500);
      await user.waitForMap();
    }
    await user.page.locator('.hw-map__canvas:not([data-clusters])').waitFor();
    await user.waitForMap();
    await user.page.waitForTimeout(PAINT_MS);
    await user.screenshot(file('clusters-street'));
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot, startPastTheLimitServer);
