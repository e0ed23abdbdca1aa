import path from 'node:path';
import { AppUser, launchBrowser, PHONE } from './driver.ts';
import { photoWithExif, ResidentDriver } from './report-driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the public report page at phone and desktop sizes, in English and Spanish:
 * docs/screenshots/report-form-<language>-<size>.png (a photo added, its time and place offered)
 * and report-thanks-<language>-<size>.png (after sending). Run: npx tsx
 * apps/web/e2e/report-screenshots.ts (after npm run build); BASE_URL uses a server already
 * running.
 */

const DESKTOP = { width: 1280, height: 800 } as const;
const REPORT = '/report/norfolk-resilience/neighborhood-flood-reports';
const PLACE = { lat: 36.85312, lng: -76.28745 };

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  try {
    const user = await AppUser.open(browser, baseUrl, {
      viewport: size === 'phone' ? PHONE : DESKTOP,
      locale: language === 'es' ? 'es-US' : 'en-US',
    });
    const resident = new ResidentDriver(user);
    await user.visit(`${REPORT}?lang=${language}`);
    await user.page.locator('#report-map .map-canvas[aria-busy="false"]').waitFor();
    const photo = await photoWithExif(PLACE, new Date(Date.now() - 90 * 60_000));
    await resident.addPhoto(language === 'es' ? 'inundacion.jpg' : 'flood.jpg', photo);
    await resident.waitForUploads(1);
    await resident.exifOffer().waitFor();
    const file = (name: string) =>
      path.join(SCREENSHOTS_DIR, `report-${name}-${language}-${size}.png`);
    await user.page.screenshot({ path: file('form') });

    await resident.exifOffer().getByRole('button').first().click();
    await user.page
      .locator('#report-content')
      .fill(language === 'es' ? 'El agua cubre la calle Granby.' : 'Water across Granby Street.');
    await resident.send();
    await resident.thanks().getByRole('heading').waitFor();
    await user.page.screenshot({ path: file('thanks') });
    await user.close();
  } finally {
    await browser.close();
  }
}

await runScreenshots(shoot);
