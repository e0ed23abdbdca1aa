import { describe, expect, it } from 'vitest';
import { DEMO } from './driver.ts';
import {
  authError,
  controlTime,
  dropCalls,
  markDocument,
  recordAlerts,
  START_UP_CALLS,
  timePassesUntil,
} from './network-driver.ts';
import { peopleOfEachTest } from './people.ts';
import { sightingRows } from './post-driver.ts';

const people = peopleOfEachTest();

const NO_CONNECTION = 'The server could not be reached. Check your connection and try again.';
const MAP = '/norfolk-resilience/neighborhood-flood-reports/map';

describe('a network drop while the app starts', () => {
  it.each([
    ['the config, the identity service and the API', START_UP_CALLS],
    ['the API only, so the auth check meets it', ['**/api/**']],
  ])('goes unnoticed when it lasts a second: %s', async (_, patterns) => {
    const ben = await people.signedInProfile(DEMO.ben);
    const alerts = await recordAlerts(ben);
    const outage = await dropCalls(ben.page, patterns, { forMs: 1_000 });

    await ben.visit('/');
    await ben.waitForShell();
    await ben.heading('Before we start').waitFor();

    expect(outage.dropped()).toBeGreaterThan(0);
    expect(await alerts()).toEqual([]);
  });

  it('shows the error in words while it lasts, and signs in without a reload once it is over', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    await controlTime(ben);
    const outage = await dropCalls(ben.page, ['**/api/**']);

    await ben.visit('/');
    await timePassesUntil(ben, authError(ben));
    const text = await authError(ben).innerText();
    expect(text).toContain(`Error checking auth: ${NO_CONNECTION}`);
    expect(text).not.toContain('Failed to fetch');
    const sameDocument = await markDocument(ben);

    await outage.restore();
    await timePassesUntil(ben, ben.shell());
    expect(await sameDocument()).toBe(true);
    expect(await authError(ben).count()).toBe(0);
  });

  it('tries again at once on “Try again”, in Spanish too', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    await controlTime(ben);
    const outage = await dropCalls(ben.page, ['**/api/**']);

    await ben.visit('/?lang=es');
    await timePassesUntil(ben, authError(ben));
    expect(await authError(ben).innerText()).toContain(
      'Error al comprobar la sesión: No se pudo conectar con el servidor.',
    );
    const sameDocument = await markDocument(ben);

    await outage.restore();
    await ben.page.getByRole('button', { name: 'Reintentar' }).click();
    await ben.waitForShell();
    expect(await sameDocument()).toBe(true);
  });

  it('loads the config once it can be had, without a reload', async () => {
    const user = await people.open();
    await controlTime(user);
    const outage = await dropCalls(user.page, ['**/config.json']);

    await user.visit('/');
    const error = user.page.getByRole('alert');
    await timePassesUntil(
      user,
      error.getByText("The app's settings could not be loaded.", { exact: false }),
    );
    expect(await error.innerText()).toContain(NO_CONNECTION);
    const sameDocument = await markDocument(user);

    await outage.restore();
    await timePassesUntil(user, user.logInLink());
    expect(await sameDocument()).toBe(true);
  });
});

describe('a network drop on the project map', () => {
  it('says so where the sighting opens, and opens it without a reload once it is over', async () => {
    const ben = await people.signedIn(DEMO.ben, { path: `${MAP}?since=ever` });
    await ben.waitForMap();
    await ben.skipMapGuideIfShown();
    const sameDocument = await markDocument(ben);

    // The post panel's code was never loaded: the click asks for it while the connection is gone.
    await ben.context.setOffline(true);
    await sightingRows(ben).first().click();
    const notice = ben.page
      .getByRole('alert')
      .filter({ hasText: 'This part of Highwater could not be loaded.' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(NO_CONNECTION);
    // The rest of the screen stays.
    expect(await ben.mapArea().isVisible()).toBe(true);
    expect(await sightingRows(ben).first().isVisible()).toBe(true);

    await ben.context.setOffline(false);
    await ben.selectionCards().first().waitFor();
    expect(await notice.count()).toBe(0);
    expect(await sameDocument()).toBe(true);
  });
});
