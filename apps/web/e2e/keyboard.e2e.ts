import { describe, expect, it } from 'vitest';
import { recordCalls } from './calls-driver.ts';
import { DEMO, PHONE } from './driver.ts';
import {
  description,
  firstTabStops,
  focusedId,
  focusedText,
  followSkipLink,
  hasFocus,
  newestPostId,
  tabsUntilInside,
  waitForFocus,
} from './keyboard-driver.ts';
import { peopleOfEachTest } from './people.ts';
import { postPanel, sightingRows } from './post-driver.ts';

const people = peopleOfEachTest();

/** Ben's project with statuses and severity; every time, so that the list is long. */
const MAP = '/norfolk-resilience/neighborhood-flood-reports/map';
const EVER = 'since=ever';
/** Ben's other project, with three statuses, whose posts the other browser tests leave alone. */
const NOREASTER = 'noreaster-response';

describe('the keyboard path', () => {
  it('opens a sighting from the list, reaches its status in a few Tabs, and closes back to its row', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}?${EVER}`);
    await user.skipMapGuideIfShown();
    const row = sightingRows(user).nth(1);
    const postId = Number(await row.getAttribute('data-post-id'));

    await row.focus();
    await user.page.keyboard.press('Enter');
    await user.waitForPath(`${MAP}/${postId}`);
    const panel = postPanel(user, postId);
    await waitForFocus(user, panel.getByRole('heading', { level: 2 }));

    const status = panel.getByRole('radiogroup', { name: 'Status' });
    const presses = await tabsUntilInside(user, status, 8);
    expect(presses).not.toBeNull();
    expect(presses).toBeLessThanOrEqual(6);

    await user.page.getByRole('button', { name: 'Back to the map' }).focus();
    await user.page.keyboard.press('Enter');
    await user.waitForPath(MAP);
    await waitForFocus(user, user.page.locator(`.sighting-row[data-post-id="${postId}"]`));
  });

  it('moves between statuses with the arrow keys without saving, and saves the one chosen with Enter', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(NOREASTER);
    const postId = await newestPostId(user, project.id);
    await user.visit(`/norfolk-resilience/${NOREASTER}/map/${postId}?${EVER}`);
    const status = postPanel(user, postId).getByRole('radiogroup', { name: 'Status' });
    const checked = status.getByRole('radio', { checked: true });
    const before = await checked.innerText();
    const labels = await status.getByRole('radio').allInnerTexts();
    const next = labels[(labels.indexOf(before) + 1) % labels.length]!;
    expect(await description(status)).toBe(
      'Arrow keys move between the statuses; Space or Enter saves the one in focus.',
    );
    const saves = recordCalls(user, 'POST', `/posts/${postId}/status`);

    await checked.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft']) {
      await user.page.keyboard.press(key);
    }
    expect(await focusedText(user)).toBe(next);
    expect(await checked.innerText()).toBe(before);
    expect(saves).toHaveLength(0);

    const saved = user.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/posts/${postId}/status`),
    );
    await user.page.keyboard.press('Enter');
    await saved;
    expect(saves.map((call) => call.postDataJSON() as unknown)).toEqual([
      { status_id: project.statuses.find((item) => item.label === next)?.id },
    ]);
    expect(await checked.innerText()).toBe(next);
  });

  it('keeps the focus on Apply after applying the filters', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}?${EVER}`);
    await user.skipMapGuideIfShown();
    await user.typeKeyword('water');
    const apply = user.filtersPanel().getByRole('button', { name: 'Apply', exact: true });
    await apply.focus();
    await user.page.keyboard.press('Enter');
    await user.page.waitForURL((url) => url.searchParams.get('keyword') === 'water');
    // Nothing is left to apply: the button says so, and still holds the focus.
    await expect.poll(() => apply.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(apply)).toBe(true);
  });

  it('offers skip links first, each shown when focused, that lead to the filters, list, map and post', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}?${EVER}`);
    await user.skipMapGuideIfShown();
    await user.page.reload();
    await user.waitForMap();
    expect(await firstTabStops(user, 4)).toEqual([
      { text: 'Skip to content', shown: true },
      { text: 'Skip to filters', shown: true },
      { text: 'Skip to sightings', shown: true },
      { text: 'Skip to the map', shown: true },
    ]);

    await followSkipLink(user, 'Skip to filters');
    expect(await focusedId(user)).toBe('skip-filters');
    await followSkipLink(user, 'Skip to sightings');
    expect(await focusedId(user)).toBe('skip-sightings');
    await followSkipLink(user, 'Skip to the map');
    expect(await focusedId(user)).toBe('skip-map');
    // The map position in the address is left alone.
    expect(await user.mapHash()).not.toContain('skip');

    const postId = Number(await sightingRows(user).first().getAttribute('data-post-id'));
    await sightingRows(user).first().click();
    await postPanel(user, postId).waitFor();
    await followSkipLink(user, 'Skip to the selected sighting');
    expect(await focusedId(user)).toBe(`post-${postId}-title`);
  });

  it('has skip links in Spanish on a phone, which open the filters and sightings', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: PHONE });
    await user.openProjectMap(`${MAP}?${EVER}&lang=es`);
    await user.page.reload();
    await user.waitForMap();
    expect(await firstTabStops(user, 4)).toEqual([
      { text: 'Ir al contenido', shown: true },
      { text: 'Ir a los filtros', shown: true },
      { text: 'Ir a los avistamientos', shown: true },
      { text: 'Ir al mapa', shown: true },
    ]);
    await followSkipLink(user, 'Ir a los filtros');
    await user.sheet('Filtros').waitFor();
    await user.page.keyboard.press('Escape');
    await user.sheet('Filtros').waitFor({ state: 'detached' });
    await followSkipLink(user, 'Ir a los avistamientos');
    await user.sheet('Avistamientos').waitFor();
  });

  it('closes the map guide with Escape, wherever focus is, and remembers it', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}?${EVER}&reset-map-guide`);
    const card = user.page.getByRole('dialog', { name: 'Map guide' });
    await card.waitFor();
    await sightingRows(user).first().focus();
    await user.page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    await user.page.reload();
    await user.waitForMap();
    expect(await card.count()).toBe(0);
  });
});
