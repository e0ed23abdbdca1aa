import type { Browser } from 'playwright-core';
import { launchBrowser } from './driver.ts';

let launched: Promise<Browser> | undefined;

/**
 * One Chromium for every test file a worker runs (the files share its modules): a launch and a
 * close per file cost about a second. Playwright ends it with the worker's process; each test
 * closes the profiles it opened, so that no file sees another's.
 */
export async function workerBrowser(): Promise<Browser> {
  const browser = await (launched ??= launchBrowser());
  if (browser.isConnected()) return browser;
  // It crashed under an earlier file: the next file starts on a new one.
  launched = launchBrowser();
  return launched;
}
