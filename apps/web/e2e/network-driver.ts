import type { Locator, Page, Route } from 'playwright-core';
import type { AppUser } from './driver.ts';

/** Helpers of the network-drop tests: the connection drops and comes back, as in a car or a lift. */

/** The calls the app makes at start-up: its config, the identity service and the API. */
export const START_UP_CALLS = ['**/config.json', '**/identity/**', '**/api/**'] as const;

export interface Outage {
  /** How many calls were dropped so far. */
  dropped(): number;
  /** The connection is back. */
  restore(): Promise<void>;
}

/**
 * Drops every call matching `patterns` (no answer at all, as when the connection is gone) until
 * restored, or, given `forMs`, until that long after the first dropped call.
 */
export async function dropCalls(
  page: Page,
  patterns: readonly string[],
  { forMs }: { forMs?: number } = {},
): Promise<Outage> {
  let dropped = 0;
  let firstDropAt: number | null = null;
  const handler = async (route: Route) => {
    firstDropAt ??= Date.now();
    if (forMs !== undefined && Date.now() - firstDropAt >= forMs) {
      await route.fallback();
      return;
    }
    dropped += 1;
    await route.abort('internetdisconnected');
  };
  for (const pattern of patterns) await page.route(pattern, handler);
  return {
    dropped: () => dropped,
    async restore() {
      for (const pattern of patterns) await page.unroute(pattern, handler);
    },
  };
}

/**
 * Records the text of every alert the page shows from its next load on, however briefly, so a
 * test can tell that no error flashed by.
 */
export async function recordAlerts(user: AppUser): Promise<() => Promise<string[]>> {
  await user.page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenAlerts: seen });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => user.page.evaluate(() => (window as unknown as { seenAlerts: string[] }).seenAlerts);
}

/** Marks the current document, to tell later that the page was not reloaded. */
export async function markDocument(user: AppUser): Promise<() => Promise<boolean>> {
  await user.page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return () =>
    user.page.evaluate(
      () => (window as unknown as { sameDocument?: boolean }).sameDocument === true,
    );
}

/** The start-up check's error, once it shows. */
export function authError(user: AppUser) {
  return user.page
    .getByRole('alert')
    .filter({ hasText: /Error checking auth:|Error al comprobar/ });
}

/**
 * Gives the page a clock the test moves (Playwright's clock), from its next load on, so that the
 * app's backoff (1, 2, 4, 8 s…) passes without the test waiting it out.
 */
export function controlTime(user: AppUser): Promise<void> {
  return user.page.clock.install();
}

/**
 * Moves the page's clock on a second at a time until `locator` shows, for at most `seconds` of
 * the page's time: each step fires the timers that fell due, and a call they make gets real time
 * to be answered or dropped.
 */
export async function timePassesUntil(
  user: AppUser,
  locator: Locator,
  seconds = 30,
): Promise<void> {
  for (let passed = 0; !(await locator.first().isVisible()); passed++) {
    if (passed === seconds) throw new Error(`${locator.toString()} did not show in ${seconds} s`);
    await user.page.clock.fastForward(1_000);
    await user.page.waitForTimeout(100);
  }
}
