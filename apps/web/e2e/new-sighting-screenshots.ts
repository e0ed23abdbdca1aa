import path from 'node:path';
import { makeJpeg } from './comments-driver.ts';
import { AppUser, DEMO, launchBrowser, PHONE } from './driver.ts';
import { NewSightingDriver } from './new-sighting-driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the form adding a sighting at phone and desktop sizes, in English and Spanish:
 * the form open with a place, a photo and a description, its survey questions answered, the
 * same form refusing what it cannot send, and on phones the map while the place is picked. Run:
 * npx tsx apps/web/e2e/new-sighting-screenshots.ts (after npm run build). Set BASE_URL to use a
 * server that is already running.
 */
const MAP = '/norfolk-resilience/neighborhood-flood-reports/map';
/** A common office screen: the form's column, the sightings and the map side by side. */
const DESKTOP = { width: 1280, height: 800 } as const;

// The survey's questions are the demo's, in English whatever the interface's language.
const SURVEY = {
  passable: 'Is the street passable?',
  depth: /^How deep is the water\?/,
  depthValue: '8',
  flooded: 'What is flooded?',
  sidewalk: 'sidewalk',
  lasted: 'How long did the flooding last?',
};

const TEXTS = {
  en: {
    ...SURVEY,
    description: 'Caller says the water is over the kerb outside the school.',
    no: 'No',
    from: 'From',
  },
  es: {
    ...SURVEY,
    description: 'La persona que llamó dice que el agua cubre el bordillo frente a la escuela.',
    no: 'No',
    from: 'Desde',
  },
};

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const sighting = new NewSightingDriver(user);
  const file = (name: string) =>
    path.join(SCREENSHOTS_DIR, `new-sighting-${name}-${size}-${language}.png`);
  const settle = () => user.page.waitForTimeout(600);
  const texts = TEXTS[language];
  try {
    await user.signIn(DEMO.ben);
    await user.openProjectMap(`${MAP}?lang=${language}`);
    await user.skipMapGuideIfShown();
    await sighting.open();

    // Refused as it is: no place, no photo.
    await sighting.submit();
    await settle();
    await user.screenshot(file('problems'));

    if (size === 'phone') {
      await sighting
        .form()
        .getByRole('button', { name: /^(Choose on the map|Elegir en el mapa)$/ })
        .click();
      await sighting.clickMap(0.5, 0.55);
      await sighting.pin().waitFor();
      await settle();
      await user.screenshot(file('picking'));
      await user.page.getByRole('button', { name: /^(Done|Listo)$/ }).click();
      await sighting.form().waitFor();
    } else {
      await sighting.clickMap(0.45, 0.5);
      await sighting.pin().waitFor();
    }
    await sighting.attach(await makeJpeg('flooded-school-entrance.jpg', 640, 480));
    await sighting.uploaded('flooded-school-entrance.jpg').waitFor();
    await sighting.form().locator('textarea').fill(texts.description);
    await sighting.chosenPlace().filter({ hasText: /\p{L}/u }).waitFor();
    await sighting
      .form()
      .locator('.sighting-form__body')
      .evaluate((body) => {
        body.scrollTop = 0;
      });
    await settle();
    await user.screenshot(file('open'));

    await sighting.chooseOption(texts.passable, texts.no);
    await sighting.field(texts.depth).fill(texts.depthValue);
    await sighting.tick(texts.flooded, texts.sidewalk);
    await sighting.question(texts.lasted).getByLabel(texts.from).fill('2026-01-05T09:30');
    await sighting
      .form()
      .locator('.sighting-form__body')
      .evaluate((body) => {
        // The first topic's fieldset, after the place and the photos (the time and description
        // are not fieldsets): its title at the top of the form's scrolling body.
        const survey = body.querySelectorAll('fieldset.sighting-field')[2];
        if (!survey) return;
        body.scrollTop += survey.getBoundingClientRect().top - body.getBoundingClientRect().top;
      });
    await settle();
    await user.screenshot(file('survey'));
  } finally {
    await browser.close();
  }
}

await runScreenshots(shoot);
