import { describe, expect, it } from 'vitest';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { E2E_ACCESS_TOKEN_TTL_SECONDS } from './server.ts';

const people = peopleOfEachTest();

describe('the session', () => {
  it('signs back in silently through the hidden frame after the tokens are gone', async () => {
    const user = await people.signedIn(DEMO.ben);
    const grants = user.recordTokenGrants();

    await user.clearStoredSession();
    await user.page.reload();
    await user.waitForShell();

    expect(grants).toEqual(['authorization_code']);
    expect(await user.storedSession()).not.toBeNull();
    expect(await user.page.locator('iframe[aria-hidden="true"]').count()).toBe(0);
  });

  it('refreshes an expired access token and stays signed in', async () => {
    const user = await people.signedIn(DEMO.ben);
    const before = await user.storedSession();
    const grants = user.recordTokenGrants();

    // The browser decides by the time it got the tokens: they look as old as their lifetime.
    await user.ageStoredSession(E2E_ACCESS_TOKEN_TTL_SECONDS);
    await user.page.reload();
    await user.waitForShell();
    await user.heading('Before we start').waitFor();

    expect(grants).toEqual(['refresh_token']);
    const after = await user.storedSession();
    expect(after?.access_token).not.toBe(before?.access_token);
  });

  it('signs out from the avatar, in every tab, and stays signed out', async () => {
    const user = await people.open();
    await user.signIn(DEMO.ben);
    const otherTab = await user.context.newPage();
    await otherTab.goto('/');
    await otherTab.locator('.left-nav').waitFor();

    await user.signOutFromAvatar();

    await otherTab.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await user.storedSession()).toBeNull();
    await user.page.reload();
    await user.seesLogInPrompt();
  });

  it('goes straight to the login page when sent from the main site', async () => {
    const user = await people.open();
    await user.visit('/?from=main');
    await user.page.getByLabel('Work e-mail').waitFor();
    expect(new URL(user.page.url()).pathname).toBe('/identity/authorize');
  });
});
