import path from 'node:path';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { authError, dropCalls } from './network-driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the error states at phone and desktop sizes, in English and Spanish: the auth
 * check and the config while the connection is down, and a post that does not exist. Run: npx tsx
 * apps/web/e2e/error-screenshots.ts (after npm run build). Set BASE_URL to use a server
 * that is already running.
 */
const MISSING_POST = '/norfolk-resilience/neighborhood-flood-reports/map/2147483000';

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) =>
    path.join(SCREENSHOTS_DIR, `error-${name}-${size}-${language}.png`);
  try {
    await user.signIn(DEMO.ben);

    // The lang parameter is remembered for the visits that follow.
    await user.visit(`${MISSING_POST}?lang=${language}`);
    const skip = user.page.getByRole('button', { name: /Skip the guide|Omitir la guía/ });
    await user.page.locator('.post-panel--error').waitFor();
    if (await skip.isVisible()) await skip.click();
    await user.page.waitForTimeout(800);
    await user.screenshot(file('post-not-found'));

    const api = await dropCalls(user.page, ['**/api/**']);
    await user.page.reload();
    await authError(user).waitFor({ timeout: 30_000 });
    await user.screenshot(file('auth-offline'));
    await api.restore();

    const config = await dropCalls(user.page, ['**/config.json']);
    await user.page.reload();
    await user.page.locator('.screen-message h1').waitFor({ timeout: 30_000 });
    await user.screenshot(file('config-offline'));
    await config.restore();
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
