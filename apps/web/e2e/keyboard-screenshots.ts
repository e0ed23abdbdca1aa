import path from 'node:path';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the keyboard path: a focused skip link of the map screen, and a sighting opened
 * from the list by keyboard with its heading focused. Run: npx tsx
 * apps/web/e2e/keyboard-screenshots.ts (after npm run build); BASE_URL for a running server.
 */
const MAP = '/norfolk-resilience/neighborhood-flood-reports/map';

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) => path.join(SCREENSHOTS_DIR, `${name}-${size}-${language}.png`);
  try {
    await user.signIn(DEMO.ben);
    // The lang parameter is remembered for the visits that follow.
    await user.openProjectMap(`${MAP}?since=ever&lang=${language}`);
    await user.skipMapGuideIfShown();
    await user.page.reload();
    await user.waitForMap();
    // The first stop is the page's own link; the second is the map screen's first.
    await user.page.keyboard.press('Tab');
    await user.page.keyboard.press('Tab');
    await user.screenshot(file('skip-link'));

    if (size === 'desktop') {
      await user.page.locator('.sighting-row').nth(1).focus();
      await user.page.keyboard.press('Enter');
      await user.page.locator('.post-panel__title:focus').waitFor();
      await user.page.waitForTimeout(800);
      await user.screenshot(file('post-keyboard-focus'));
    }
  } finally {
    await browser.close();
  }
}

await runScreenshots(shoot);
