import path from 'node:path';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { cutOffOutsideHosts, DEFAULT_MAP_SETTINGS } from './base-map-driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';
import { startServer } from './server.ts';

/**
 * Screenshots of the map falling back to the built-in base map when the default online maps are
 * out of reach, at phone and desktop sizes, in English and Spanish. Run:
 * npx tsx apps/web/e2e/base-map-screenshots.ts (after npm run build).
 */
const MAP = '/norfolk-resilience/neighborhood-flood-reports/map?since=ever';
const NOTICE = /map could not be loaded|No se pudo cargar el mapa/;

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  try {
    await cutOffOutsideHosts(user.context, baseUrl, 'abort');
    await user.signIn(DEMO.ben);
    await user.openProjectMap(`${MAP}&lang=${language}`);
    await user.skipMapGuideIfShown();
    await user.mapNotice(NOTICE).waitFor();
    // The built-in map's tiles and the points settle.
    await user.page.waitForTimeout(800);
    await user.screenshot(path.join(SCREENSHOTS_DIR, `base-map-fallback-${size}-${language}.png`));
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot, () => startServer(DEFAULT_MAP_SETTINGS));
