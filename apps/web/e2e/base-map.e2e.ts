import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Cookie } from 'playwright-core';
import { AppUser, DEMO } from './driver.ts';
import {
  boundPasses,
  cutOffOutsideHosts,
  DEFAULT_MAP_SETTINGS,
  firstAskOf,
  type Unreachable,
} from './base-map-driver.ts';
import { controlTime } from './network-driver.ts';
import { identityCookiesOf, signedInState } from './saved-sign-in.ts';
import { startServer, type RunningServer } from './server.ts';
import { demoSnapshot } from './test-server.ts';
import { workerBrowser } from './worker-browser.ts';

/**
 * A server whose base maps name online addresses that cannot be reached (as on a machine without
 * network): each base layer must fall back to the built-in map and say so.
 */
const UNREACHABLE = 'http://127.0.0.1:9';
const MAP = '/norfolk-resilience/neighborhood-flood-reports/map?since=ever';
/** The built-in map's credit, shown once its style is on the map. */
const OFFLINE_CREDIT = 'Natural Earth · US Census Bureau';
/**
 * Real time for a busy machine to draw the notice once the product's bound for an online map
 * (3 s from its first request) has passed on the page's clock: a hung request with no bound, or
 * a longer one, would not show it.
 */
const NOTICE_WITHIN_MS = 3_000;

let server: RunningServer;
/** A server with no base-map settings at all: the online defaults. */
let defaults: RunningServer;
let browser: Browser;
let user: AppUser | undefined;
/** Ben's sign-in through each server's login page, made once: each test opens a new profile. */
let benOnServer: Cookie[];
let benOnDefaults: Cookie[];

/** A new profile of Ben's (the last test's closed), signed in at the server, on no page yet. */
async function benAt(at: RunningServer, cookies: Cookie[]): Promise<AppUser> {
  await user?.close();
  return AppUser.open(browser, at.baseUrl, {}, await signedInState(at.baseUrl, cookies));
}

beforeAll(async () => {
  [server, defaults, browser] = await Promise.all([
    startServer(
      {
        MAP_STYLE_STREET: `${UNREACHABLE}/styles/street.json`,
        MAP_STYLE_SATELLITE: `${UNREACHABLE}/imagery/{z}/{x}/{y}.png`,
      },
      demoSnapshot(),
    ),
    startServer(DEFAULT_MAP_SETTINGS, demoSnapshot()),
    workerBrowser(),
  ]);
  [benOnServer, benOnDefaults] = await Promise.all([
    identityCookiesOf(browser, server.baseUrl, DEMO.ben),
    identityCookiesOf(browser, defaults.baseUrl, DEMO.ben),
  ]);
});

afterAll(async () => {
  await user?.close();
  await Promise.all([server?.stop(), defaults?.stop()]);
});

describe('a base map that cannot load', () => {
  it('falls back to the built-in map with its notice, for street and for satellite', async () => {
    user = await benAt(server, benOnServer);
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

describe('the default online base maps out of reach', () => {
  it.each<Unreachable>(['abort', 'hang'])(
    'fall back to the built-in map within the bound when their requests %s',
    async (how) => {
      user = await benAt(defaults, benOnDefaults);
      const cutOff = await cutOffOutsideHosts(user.context, defaults.baseUrl, how);
      await controlTime(user);
      const notice = user.mapNotice(/map could not be loaded/);

      const streetAsked = firstAskOf(user.page, 'street');
      await user.visit(MAP);
      await streetAsked;
      await boundPasses(user.page);
      await expect
        .poll(() => notice.allTextContents(), { timeout: NOTICE_WITHIN_MS })
        .toEqual(['The street map could not be loaded, so the built-in map is shown.']);
      await user.page.getByText(OFFLINE_CREDIT).first().waitFor();

      await user.waitForMap();
      await user.skipMapGuideIfShown();
      const satelliteAsked = firstAskOf(user.page, 'satellite');
      await user.setMapLayer('Satellite', true);
      await satelliteAsked;
      await boundPasses(user.page);
      await expect
        .poll(() => notice.allTextContents(), { timeout: NOTICE_WITHIN_MS })
        .toEqual(['The satellite map could not be loaded, so the built-in map is shown.']);
      await user.page.getByText(OFFLINE_CREDIT).first().waitFor();

      expect(cutOff.strays()).toEqual([]);
    },
  );
});
