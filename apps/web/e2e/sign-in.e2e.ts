import { describe, expect, it } from 'vitest';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

describe('signing in and choosing a project', () => {
  it('signs in through the login page and guides a user with several projects', async () => {
    const user = await people.open();
    await user.visit('/');
    await user.page.getByText('Please log in with your work e-mail').waitFor();
    await user.signIn(DEMO.ana);

    expect(user.path()).toBe('/');
    await user.heading('Before we start').waitFor();
    expect(await user.page.locator('.user-tag').textContent()).toMatch(/Ana Ruiz$/);
    // Two client groups: the menu is grouped, projects sorted by name within each.
    await user.projectMenu().click();
    const headers = await user.page.locator('.menu__header').allTextContents();
    expect(headers).toEqual(['Charleston Stormwater', 'City of Miami Beach']);
    await user.page.keyboard.press('Escape');
    expect(await user.projectMenuNames()).toEqual([
      'Peninsula Flooding',
      'Tidal Flooding Survey',
      'King Tide Watch',
      'Storm Drain Reports',
    ]);
  });

  it('opens the chosen project, switches to another, and lands on it next time', async () => {
    const user = await people.signedIn(DEMO.ana);

    await user.chooseProject('King Tide Watch');
    await user.waitForPath('/miami-beach/king-tide-watch/map');
    expect(await user.projectMenu().textContent()).toContain('King Tide Watch');

    await user.chooseProject('Peninsula Flooding');
    await user.waitForPath('/charleston-stormwater/peninsula-flooding/map');
    expect(await user.page.locator('.user-tag').textContent()).toContain('Charleston Stormwater');

    await user.visit('/');
    await user.waitForPath('/charleston-stormwater/peninsula-flooding/map');
  });

  it('never puts the sign-in code in an address, signing in or back in silently', async () => {
    const user = await people.open();
    const addresses = user.recordAddresses();
    const grants = user.recordTokenGrants();
    await user.signIn(DEMO.ben, undefined, '/norfolk-resilience/files');
    await user.clearStoredSession();
    await user.page.reload();
    await user.waitForShell();

    expect(grants).toEqual(['authorization_code', 'authorization_code']);
    expect(addresses.some((address) => address.includes('/auth/callback'))).toBe(true);
    expect(addresses.filter((address) => /[?&#]code=/.test(address))).toEqual([]);
    expect(await user.page.evaluate(() => sessionStorage.getItem('highwater.auth-answer'))).toBe(
      null,
    );
  });

  it('keeps the address the user asked for through the sign-in', async () => {
    const user = await people.open();
    await user.signIn(DEMO.ben, undefined, '/norfolk-resilience/files');
    await user.waitForPath('/norfolk-resilience/files');
    const frame = user.page.locator('iframe.files__frame');
    expect(await frame.getAttribute('src')).toMatch(/\/file-transfer\?lang=en$/);
  });

  it('asks a user without projects to contact support', async () => {
    const user = await people.signedIn(DEMO.cy);
    await user.heading('No projects yet').waitFor();
    expect(await user.projectMenu().textContent()).toBe('No projects available');
    expect(await user.projectMenu().isDisabled()).toBe(true);
  });

  it('refuses a wrong password on the login page', async () => {
    const user = await people.open();
    await user.visit('/');
    await user.page.getByRole('link', { name: 'Log In' }).click();
    await user.fillLoginForm(DEMO.ben, 'not-the-password');
    await user.page.getByText('Incorrect e-mail or password.').waitFor();
  });
});
