import path from 'node:path';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the sign-in service's own pages besides the login page (see screenshots.ts):
 * the sign-out confirmation a client's end-session link leads to, the signed-out page, and the
 * page that explains why sign-in cannot continue. Phone and desktop, English and Spanish. Run:
 * npx tsx apps/web/e2e/identity-screenshots.ts (after npm run build). Set BASE_URL to use
 * a server that is already running.
 */
async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) => path.join(SCREENSHOTS_DIR, `${name}-${size}-${language}.png`);
  try {
    await user.signIn(DEMO.ana);

    await user.visit(`/identity/end-session?lang=${language}`);
    await user.page.locator('form button[type=submit]').waitFor();
    await user.screenshot(file('sign-out-confirm'));
    await user.page.locator('form button[type=submit]').click();
    await user.page.locator('a.button[href="/"]').waitFor();
    await user.screenshot(file('signed-out'));

    const foreignReturn = new URLSearchParams({
      lang: language,
      client_id: 'highwater-web',
      post_logout_redirect_uri: 'https://elsewhere.example/',
    });
    await user.visit(`/identity/end-session?${foreignReturn.toString()}`);
    await user.page.locator('a.button[href="/"]').waitFor();
    await user.screenshot(file('sign-in-cannot-continue'));
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
