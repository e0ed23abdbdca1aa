import path from 'node:path';
import { AccessTokensDriver } from './access-tokens-driver.ts';
import { AppUser, DEMO, launchBrowser, PHONE } from './driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the settings' access tokens for GIS at phone (390×844) and desktop (1280×800)
 * sizes, in English and Spanish: a new token shown once, then the list with the form. Run: npx
 * tsx apps/web/e2e/access-tokens-screenshots.ts (after npm run build). Set BASE_URL to use a
 * server that is already running.
 */
const DESKTOP = { width: 1280, height: 800 } as const;

const TEXTS = {
  en: { names: ['QGIS at the office', 'GDAL nightly copy'], lifetime: '1 year', done: 'Done' },
  es: { names: ['QGIS en la oficina', 'Copia nocturna GDAL'], lifetime: '1 año', done: 'Listo' },
} as const;

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const phone = size === 'phone';
  const user = await AppUser.open(browser, baseUrl, { viewport: phone ? PHONE : DESKTOP });
  const tokens = new AccessTokensDriver(user);
  const texts = TEXTS[language];
  const file = (name: string) =>
    path.join(SCREENSHOTS_DIR, `access-tokens-${name}-${language}-${size}.png`);
  const settle = () => user.page.waitForTimeout(400);
  try {
    // Each shot a person of its own, so that the lists do not grow from one shot to the next.
    await user.signIn(phone ? DEMO.ben : DEMO.ana);
    // The lang parameter is remembered for the visits that follow.
    await user.visit(`/?lang=${language}`);
    await user.waitForShell();
    await tokens.open(phone);
    await tokens.create(texts.names[0], texts.lifetime);
    await tokens.section().getByRole('button', { name: texts.done }).click();
    await tokens.create(texts.names[1], texts.lifetime);
    await tokens.section().locator('.access-tokens__new').scrollIntoViewIfNeeded();
    await settle();
    await user.screenshot(file('created'));

    await tokens.section().getByRole('button', { name: texts.done }).click();
    await tokens.section().locator('.access-tokens__form').scrollIntoViewIfNeeded();
    await settle();
    await user.screenshot(file('list'));

    for (const name of texts.names) await tokens.revoke(name);
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
