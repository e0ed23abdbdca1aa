import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../../../web/e2e/chromium.ts';
import type { MapProject } from './map-project.ts';

/**
 * Headless Chromium as it runs on a machine without a GPU: WebGL drawn in software (SwiftShader),
 * the page composited and rasterised in software. Forcing SwiftShader as the whole browser's GL
 * (`--use-angle=swiftshader`) would also composite every frame through the emulated GPU, which
 * Chromium never chooses itself (chrome://gpu then reads "Hardware accelerated" throughout) and
 * which cost the map screen's first view a few hundred milliseconds of a core. The other switches
 * are the browser tests' (apps/web/e2e/chromium.ts).
 */
export const launchMapBrowser = (): Promise<Browser> =>
  launchChromium(['--enable-unsafe-swiftshader']);

export const VIEWPORT = { width: 1440, height: 900 } as const;

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs the project's member in through the login page, as a person would, and opens the map once
 * on its default range to put the first-time guide away: the profile's storage (the session
 * tokens) that each measured run starts from.
 */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  project: MapProject,
): Promise<SignedInState> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORT,
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    // A busy machine (software WebGL, other work) can keep the page from answering for a while.
    page.setDefaultTimeout(600_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByLabel('Work e-mail').fill(project.email);
    await page.getByLabel('Password').fill(project.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.left-nav').first().waitFor();
    await page.goto(`/${project.slug}/${project.slug}/map`);
    await page.getByRole('form', { name: 'Filters' }).waitFor();
    const guide = page.locator('.tutorial[role="dialog"]');
    if (await guide.isVisible()) {
      const saved = page.waitForResponse((response) =>
        response.url().includes('/user-settings/lastViewedMapTutorial'),
      );
      await guide.getByRole('button', { name: 'Skip the guide' }).click();
      await saved;
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}
