import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { AppUser, launchBrowser, type OpenOptions } from './driver.ts';

export interface People {
  /** A person with a browser profile of their own at the test server, closed after the test. */
  open(options?: OpenOptions): Promise<AppUser>;
  /** The same, signed in with a demo account's e-mail. */
  signedIn(email: string, options?: OpenOptions): Promise<AppUser>;
}

/**
 * The people a spec file's tests open: one Chromium for the file, one browser profile per person,
 * every profile closed after its test so that no test sees another's session.
 */
export function peopleOfEachTest(): People {
  let browser: Browser;
  const opened: AppUser[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((person) => person.close()));
  });

  const open = async (options?: OpenOptions) => {
    const person = await AppUser.open(browser, inject('baseUrl'), options);
    opened.push(person);
    return person;
  };
  return {
    open,
    async signedIn(email, options) {
      const person = await open(options);
      await person.signIn(email);
      return person;
    },
  };
}
