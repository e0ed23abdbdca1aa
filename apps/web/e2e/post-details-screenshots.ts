import path from 'node:path';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { fullestPost, openDetails, openPost } from './post-details-driver.ts';
import { runScreenshots, SCREENSHOTS_DIR } from './screenshot-run.ts';

/**
 * Screenshots of a post's details table and history at phone and desktop sizes, in English and
 * Spanish, written to docs/screenshots/post-details-*.png. Run: npx tsx
 * apps/web/e2e/post-details-screenshots.ts (after npm run build; WEB_DIST names the
 * build). Set BASE_URL to use a server that is already running.
 */
const outDir = SCREENSHOTS_DIR;

async function shoot(baseUrl: string, size: 'phone' | 'desktop', language: 'en' | 'es') {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) => path.join(outDir, `post-details-${name}-${size}-${language}.png`);
  const settle = () => user.page.waitForTimeout(800);
  try {
    await user.signIn(DEMO.ben);
    const post = await fullestPost(user);
    // The lang parameter is remembered for the visits that follow.
    await openPost(user, post.id, `?lang=${language}`);
    await openDetails(user);
    await user.page.locator('.post-details').evaluate((element) => element.scrollIntoView());
    await settle();
    await user.screenshot(file('table'));
    await user.page.locator('.post-history').evaluate((element) => element.scrollIntoView());
    await settle();
    await user.screenshot(file('history'));
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
