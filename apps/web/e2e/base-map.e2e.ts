import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AppUser, DEMO, launchBrowser } from './driver.ts';
import { startServer, type RunningServer } from './server.ts';
import { demoSnapshot } from './test-server.ts';

/**
 * A server whose base maps name online addresses that cannot be reached (as on a machine without
 * network): each base layer must fall back to the built-in map and say so.
 */
const UNREACHABLE = 'http://127.0.0.1:9';
const MAP = '/norfolk-resilience/neighborhood-flood-reports/map?since=ever';
/** The built-in map's credit, shown once its style is on the map. */
const OFFLINE_CREDIT = 'Natural Earth · US Census Bureau';

let server: RunningServer;
let browser: Browser;
let user: AppUser | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(
      {
        MAP_STYLE_STREET: `${UNREACHABLE}/styles/street.json`,
        MAP_STYLE_SATELLITE: `${UNREACHABLE}/imagery/{z}/{x}/{y}.png`,
      },
      demoSnapshot(),
    ),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await user?.close();
  await browser?.close();
  await server?.stop();
});

describe('a base map that cannot load', () => {
  it('falls back to the built-in map with its notice, for street and for satellite', async () => {
    user = await AppUser.open(browser, server.baseUrl);
    await user.signIn(DEMO.ben);
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();

    const notice = user.mapNotice(/map could not be loaded/);
    await expect
      .poll(() => notice.textContent(), { timeout: 30_000 })
      .toBe('The street map could not be loaded, so the built-in map is shown.');
    await user.page.getByText(OFFLINE_CREDIT).first().waitFor();

    await user.setMapLayer('Satellite', true);
    await expect
      .poll(() => notice.textContent(), { timeout: 30_000 })
      .toBe('The satellite map could not be loaded, so the built-in map is shown.');
    await user.page.getByText(OFFLINE_CREDIT).first().waitFor();

    // Back on the street layer, the notice speaks of it again.
    await user.setMapLayer('Satellite', false);
    await expect
      .poll(() => notice.textContent(), { timeout: 30_000 })
      .toBe('The street map could not be loaded, so the built-in map is shown.');
  });
});
