import { afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Language } from '@highwater/core/constants';
import { AppUser, type OpenOptions } from './driver.ts';
import { signedInState } from './saved-sign-in.ts';
import { testServer } from './test-server.ts';
import { workerBrowser } from './worker-browser.ts';

export interface ProfileOptions extends OpenOptions {
  /** The interface language the profile has chosen before (stored, as the app keeps it). */
  language?: Language;
}

export interface SignedInOptions extends ProfileOptions {
  /** The address to open, signed in ('/' unless given). */
  path?: string;
}

export interface People {
  /** A person with a browser profile of their own at the test server, closed after the test. */
  open(options?: OpenOptions): Promise<AppUser>;
  /**
   * The same, already signed in with a demo account's e-mail (from the sign-in the run made
   * through the login page), at the signed-in shell. A test of signing in or out itself goes
   * through the pages with open() and signIn().
   */
  signedIn(email: string, options?: SignedInOptions): Promise<AppUser>;
  /**
   * The same profile, signed in, on no page yet: the test looks its data up (apiGet), then
   * visits the screen it is about, sparing a load of the home screen before it.
   */
  signedInProfile(email: string, options?: ProfileOptions): Promise<AppUser>;
}

/**
 * The people a spec file's tests open: one browser profile per person in the worker's Chromium,
 * every profile closed after its test so that no test sees another's session.
 */
export function peopleOfEachTest(): People {
  let browser: Browser;
  const opened: AppUser[] = [];

  beforeAll(async () => {
    browser = await workerBrowser();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((person) => person.close()));
  });

  const baseUrl = () => testServer().baseUrl;
  const track = (person: AppUser) => {
    opened.push(person);
    return person;
  };
  return {
    async open(options) {
      return track(await AppUser.open(browser, baseUrl(), options));
    },
    async signedIn(email, { path = '/', ...options } = {}) {
      const person = await this.signedInProfile(email, options);
      await person.visit(path);
      await person.waitForShell();
      return person;
    },
    async signedInProfile(email, { language, ...options } = {}) {
      const cookies = testServer().identityCookies[email];
      if (!cookies) throw new Error(`${email} did not sign in at the start of the run`);
      const state = await signedInState(baseUrl(), cookies, language);
      return track(await AppUser.open(browser, baseUrl(), options, state));
    },
  };
}
