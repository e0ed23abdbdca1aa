import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { MapProject } from './map-project.ts';

/**
 * Headless Chromium drawing WebGL in software (SwiftShader), as on a machine without a GPU; the
 * other switches are the browser tests' (apps/web/e2e/driver.ts).
 */
export function launchMapBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

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
