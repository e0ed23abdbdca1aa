import path from 'node:path';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the project map's density layer at phone and desktop sizes, in English and
 * Spanish: every sighting of the project over the built-in map and over the Satellite choice, and
 * a few streets where the points are drawn over the squares. Run: npx tsx
 * apps/web/e2e/density-screenshots.ts (after npm run build).
 */
const MAP = '/norfolk-resilience/neighborhood-flood-reports/map';
const LABELS = {
  en: { density: 'Density', satellite: 'Satellite' },
  es: { density: 'Densidad', satellite: 'Satélite' },
} as const;

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) => path.join(SCREENSHOTS_DIR, `${name}-${size}-${language}.png`);
  // The squares come after the map settles and the answer arrives.
  const drawn = async () => {
    await user.page.locator('.hw-map__canvas[data-density-squares]').waitFor();
    await user.waitForMap();
    // Software WebGL on a busy machine can take seconds to paint the squares.
    await user.page.waitForTimeout(4000);
  };
  const labels = LABELS[language];
  try {
    await user.signIn(DEMO.ben);
    const filtersOpen = size === 'phone' ? '&filters=open' : '';
    await user.openProjectMap(`${MAP}?since=ever${filtersOpen}&lang=${language}`);
    await user.skipMapGuideIfShown();
    await user.setMapLayer(labels.density, true);
    if (size === 'phone') {
      await user.page.waitForTimeout(500);
      await user.screenshot(file('density-layers'));
    }
    await user.openProjectMap(`${MAP}?since=ever`);
    await drawn();
    await user.screenshot(file('density-region'));

    // A few streets: the points are drawn over the squares.
    const center = await user.page.evaluate(() => window.location.hash.split('/'));
    const [lng, lat] = [center[0]?.replace('#', ''), center[1]];
    await user.openProjectMap(`${MAP}?since=ever#${lng}/${lat}/15`);
    await drawn();
    await user.screenshot(file('density-street'));

    await user.openProjectMap(`${MAP}?since=ever${filtersOpen}`);
    await user.setMapLayer(labels.satellite, true);
    await user.openProjectMap(`${MAP}?since=ever`);
    await drawn();
    await user.screenshot(file('density-satellite'));
    await user.openProjectMap(`${MAP}?since=ever${filtersOpen}`);
    await user.setMapLayer(labels.satellite, false);
    await user.setMapLayer(labels.density, false);
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
