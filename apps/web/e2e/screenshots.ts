import path from 'node:path';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { runScreenshots, SCREENSHOTS_DIR } from './screenshot-run.ts';

/**
 * Screenshots of the shell screens at phone and desktop sizes, in English and Spanish, for review
 * and for docs/screenshots. Run: npx tsx apps/web/e2e/screenshots.ts (after npm run build).
 * Set BASE_URL to use a server that is already running.
 */
const outDir = SCREENSHOTS_DIR;

const SIZES = { phone: PHONE, desktop: DESKTOP } as const;

async function shoot(baseUrl: string, size: keyof typeof SIZES, language: 'en' | 'es') {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, { viewport: SIZES[size] });
  const file = (name: string) => path.join(outDir, `${name}-${size}-${language}.png`);
  try {
    await user.visit(`/?lang=${language}`);
    await user.seesLogInPrompt();
    await user.screenshot(file('sign-in'));
    await user.page
      .getByRole('link', { name: language === 'es' ? 'Iniciar sesión' : 'Log In' })
      .click();
    await user.page.locator('input[type=email]').waitFor();
    await user.screenshot(file('login-page'));
    await user.page.locator('input[type=email]').fill(DEMO.ana);
    await user.page.locator('input[type=password]').fill('highwater-demo');
    await user.page.locator('button[type=submit]').click();
    await user.waitForShell();

    // Let the lazily loaded map draw every tile.
    await user.page.locator('.home-map [aria-busy="false"] .maplibregl-canvas').waitFor();
    await user.page.waitForTimeout(500);
    await user.screenshot(file('home'));

    // On a phone, help lives in the chooser.
    if (size === 'phone') {
      await user.openChooser();
      await user.page.waitForTimeout(400);
      await user.screenshot(file('chooser'));
      await user.page.getByRole('dialog').locator('.help-contacts').scrollIntoViewIfNeeded();
      await user.screenshot(file('help'));
      await user.closeDialog();
    } else {
      await user.projectMenu().click();
      await user.page.getByRole('menu').waitFor();
      await user.page.waitForTimeout(400);
      await user.screenshot(file('project-menu'));
      await user.page.keyboard.press('Escape');
      await user.openHelp();
      await user.page.waitForTimeout(400);
      await user.screenshot(file('help'));
      await user.closeDialog();
    }

    await user.visit('/?coming-soon=settings');
    await user.page.getByRole('dialog').waitFor();
    await user.page.waitForTimeout(400);
    await user.screenshot(file('coming-soon'));

    await user.visit('/miami-beach/files');
    await user.page.locator('iframe.files__frame').waitFor();
    await user.page.waitForTimeout(1_500);
    await user.screenshot(file('files'));

    await user.visit('/no/such/page/here');
    await user.page.waitForTimeout(800);
    await user.screenshot(file('not-found'));
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
