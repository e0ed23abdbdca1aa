import { describe, expect, it } from 'vitest';
import type { Language } from '@highwater/core/constants';
import { axeFindings } from './axe-driver.ts';
import { DEMO, PHONE, type AppUser, type OpenOptions } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { findPost, placedPosts, postPanel, pressPostAction } from './post-driver.ts';

const people = peopleOfEachTest();

/** Ben's project with statuses, severity and internal notes. */
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

/** axe may inject its script: the page's policy allows no inline script. */
const AXE: OpenOptions = { bypassCSP: true };

/** No serious or critical finding (nor one of the rules the product keeps clean) on the screen. */
async function expectClean(user: AppUser, screen: string): Promise<void> {
  expect(await axeFindings(user.page), screen).toEqual([]);
}

/**
 * Opens a state of the map screen in view: in English by its address (as a shared link does), in
 * Spanish with the screen's own controls, so that both ways are covered without loading the
 * screen again in each language. An address loads the whole screen again: it is checked once its
 * map is drawn, as the controls' way is.
 */
async function show(
  user: AppUser,
  lang: Language,
  address: string,
  withControls: () => Promise<void>,
): Promise<void> {
  if (lang === 'en') await user.openProjectMap(address);
  else await withControls();
}

/** Signed in, using the app in the language under test. */
function signedIn(email: string, lang: Language, options: OpenOptions = {}) {
  return people.signedIn(email, { ...AXE, ...options, path: `/?lang=${lang}` });
}

/** The same, on no page yet: the screen under test is the first the profile loads. */
function signedInProfile(email: string, language: Language, options: OpenOptions = {}) {
  return people.signedInProfile(email, { ...AXE, ...options, language });
}

describe.each<Language>(['en', 'es'])('accessibility (axe) in %s', (lang) => {
  it('the log-in prompt and the sign-in page', async () => {
    const visitor = await people.open({ ...AXE, locale: lang });
    await visitor.visit(`/?lang=${lang}`);
    await visitor.page.getByRole('link', { name: /^(Log In|Iniciar sesión)$/ }).waitFor();
    await expectClean(visitor, 'log-in prompt');
    await visitor.page.getByRole('link', { name: /^(Log In|Iniciar sesión)$/ }).click();
    await visitor.page.locator('input[type="password"]').waitFor();
    await expectClean(visitor, 'sign-in page');
  });

  it('home, and the chooser on a phone', async () => {
    const desk = await signedIn(DEMO.ana, lang);
    await desk.page.locator('.home-map__canvas[aria-busy="false"]').waitFor({ timeout: 60_000 });
    await expectClean(desk, 'home');

    const phone = await signedIn(DEMO.ana, lang, { viewport: PHONE });
    await phone.page.locator('.chooser-button').click();
    await phone.page.getByRole('dialog').waitFor();
    await expectClean(phone, 'chooser');
  });

  it('the map screen with the legend, the searches menu and a point’s tooltip', async () => {
    const user = await signedInProfile(DEMO.ben, lang);
    const project = await user.projectBySlug(SLUG);
    const { lone } = await placedPosts(user, project.id);
    await user.openProjectMap(`${MAP}?since=ever&near=${lone.near}`);
    await expectClean(user, 'map with the guide');
    // The map without the guide is checked under the point's tooltip.
    await user.skipMapGuideIfShown();

    await user
      .mapPoint(/^(Sighting|Avistamiento) \d+$/)
      .first()
      .hover();
    await user.mapTooltip().waitFor();
    await expectClean(user, 'point tooltip');
    await user.page.mouse.move(1, 1);

    await user.page.locator('.search-menu-button').click();
    await user.page.getByRole('menu').waitFor();
    await expectClean(user, 'searches menu');
    await user.page.keyboard.press('Escape');
    await user.page.getByRole('menu').waitFor({ state: 'detached' });

    await show(user, lang, `${MAP}?since=ever&legend=open`, () =>
      user.page.getByRole('button', { name: 'Ayuda del mapa' }).click(),
    );
    await user.page.getByRole('dialog').waitFor();
    await expectClean(user, 'legend');
  });

  it('the map screen on a phone, with its sheets', async () => {
    const user = await signedInProfile(DEMO.ben, lang, { viewport: PHONE });
    await user.openProjectMap(`${MAP}?since=ever`);
    await expectClean(user, 'phone map');
    const bar = user.page.getByRole('navigation', { name: 'Herramientas del mapa' });
    await show(user, lang, `${MAP}?since=ever&filters=open`, () =>
      bar.getByRole('button', { name: /^Filtros/ }).click(),
    );
    await user.page.getByRole('dialog').waitFor();
    await expectClean(user, 'phone filters');
    await show(user, lang, `${MAP}?since=ever&posts=open`, async () => {
      await user.page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
      await user.page.getByRole('dialog').waitFor({ state: 'detached' });
      await bar.getByRole('button', { name: 'Avistamientos', exact: true }).click();
    });
    await user.page.locator('.sighting-row').first().waitFor();
    await expectClean(user, 'phone sightings');
  });

  it('the post panel, its metadata and gallery, and comments with internal notes', async () => {
    const user = await signedInProfile(DEMO.ben, lang);
    const project = await user.projectBySlug(SLUG);
    const post = await findPost(user, project.id, (p) => p.media.length > 0, 1);
    const path = `${MAP}/${post.id}?since=ever`;
    await user.openProjectMap(path);
    await user.skipMapGuideIfShown();
    await postPanel(user, post.id).waitFor();
    await expectClean(user, 'post panel');

    await postPanel(user, post.id)
      .getByRole('tab', { name: /^(Internal notes|Notas internas)/ })
      .click();
    await postPanel(user, post.id).getByRole('tabpanel').waitFor();
    await expectClean(user, 'internal notes');

    await show(user, lang, `${path}&metadata=${post.id}`, () =>
      pressPostAction(user, post.id, 'Metadatos'),
    );
    await user.page.getByRole('dialog').waitFor();
    await expectClean(user, 'metadata dialog');
    await show(user, lang, `${path}&gallery=${post.id}`, async () => {
      await user.page.keyboard.press('Escape');
      await user.page.getByRole('dialog').waitFor({ state: 'detached' });
      await pressPostAction(user, post.id, 'Abrir galería');
    });
    await user.page.getByRole('dialog').waitFor();
    await expectClean(user, 'gallery dialog');

    const phone = await signedInProfile(DEMO.ben, lang, { viewport: PHONE });
    await phone.openProjectMap(path);
    await postPanel(phone, post.id).waitFor();
    await phone.page
      .locator('.post-map__canvas[aria-busy="false"], .post-map canvas')
      .first()
      .waitFor();
    await expectClean(phone, 'post panel on a phone');
  });

  it('the severity view, its form and the review mode', async () => {
    const user = await signedInProfile(DEMO.ben, lang);
    const project = await user.projectBySlug(SLUG);
    const post = await findPost(user, project.id, (p) => p.structured_data.severity_level != null);
    const path = `${MAP}/${post.id}`;
    await user.openProjectMap(`${path}/severity/0?since=ever`);
    await user.skipMapGuideIfShown();
    await user.page.locator('.severity-view').waitFor();
    await expectClean(user, 'severity view');
    await show(user, lang, `${path}/severity/0/edit?since=ever`, () =>
      user.page.locator('.severity-view__correct').click(),
    );
    await user.page.locator('.severity-edit').waitFor();
    await expectClean(user, 'severity form');
    await user.visit(`${MAP}?since=ever&review=severity`);
    await user.page.locator('.review-card, .review__done').first().waitFor();
    await expectClean(user, 'review mode');
  });
});
