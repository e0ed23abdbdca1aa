import path from 'node:path';
import type { AlertList } from '@highwater/core/api/alerts';
import type { PostsPage } from '@highwater/core/api/posts';
import { alertBell, openAlerts } from './alerts-driver.ts';
import { AppUser, DEMO, launchBrowser, PHONE } from './driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of alerts at 1280×800 and 390×844, in English and Spanish: the searches menu with
 * "Alert me", and the bell's list after sightings started to match Ben's search. Run:
 * npx tsx apps/web/e2e/alerts-screenshots.ts (after npm run build); BASE_URL for a server
 * that is already running.
 */
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: PHONE } as const;

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const ben = await AppUser.open(browser, baseUrl, { viewport: VIEWPORTS[size] });
  const file = (name: string) =>
    path.join(SCREENSHOTS_DIR, `alerts-${name}-${size}-${language}.png`);
  try {
    await ben.signIn(DEMO.ben);
    const project = await ben.projectBySlug(SLUG);
    const [target, ...others] = project.statuses;
    if (!target || others.length === 0) throw new Error('The demo project needs two statuses');

    // Ben saves "status <first>" and opens the menu's "Alert me" section.
    // On a phone the searches menu and Save are in the filters sheet.
    const sheet = size === 'phone' ? '&filters=open' : '';
    await ben.openProjectMap(`${MAP}?status=${target.id}&since=ever${sheet}&lang=${language}`);
    await ben.skipMapGuideIfShown();
    const title = `${target.label} · ${size} ${language} ${Date.now().toString(36)}`;
    await ben.page
      .getByRole('form', { name: /^(Filters|Filtros)$/ })
      .getByRole('button', { name: /^(Save|Guardar)$/, exact: true })
      .click();
    const dialog = ben.page.getByRole('dialog', { name: /^(Save search|Guardar búsqueda)$/ });
    await dialog.getByRole('textbox').fill(title);
    await dialog.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    // Named in the page's language: found by its class.
    const searchMenu = ben.page.locator('.search-menu-button');
    // On a phone, saving closes the filters sheet that holds the menu: open it again.
    const openSearchMenu = async () => {
      await ben.page.waitForTimeout(500);
      if (!(await searchMenu.isVisible())) {
        await ben.page.locator('.mobile-bar__button').first().click();
      }
      await searchMenu.click();
    };
    await openSearchMenu();
    await ben.page
      .getByRole('menuitem', { name: /^(Each new sighting|Cada avistamiento nuevo)/ })
      .click();
    await ben.page.getByRole('menu').waitFor({ state: 'detached' });
    await openSearchMenu();
    await ben.page.getByRole('menu').waitFor();
    // The "Alert me" section in sight, however many events and searches come before it.
    await ben.page.getByRole('menuitem').last().scrollIntoViewIfNeeded();
    await ben.page.waitForTimeout(300);
    await ben.screenshot(file('menu'));
    await ben.page.keyboard.press('Escape');

    // Three sightings are given that status; the bell counts them and lists them.
    const token = (await ben.storedSession())?.access_token ?? '';
    const page = await ben.apiGet<PostsPage>(
      `/api/v3/cx/local-projects/${project.id}/posts?limit=20&with_statuses=${others[0]!.id}`,
    );
    for (const post of page.results.slice(0, 3)) {
      await fetch(
        new URL(`/api/v3/cx/local-projects/${project.id}/posts/${post.id}/status`, baseUrl),
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status_id: target.id }),
        },
      );
    }
    const deadline = Date.now() + 30_000;
    while ((await ben.apiGet<AlertList>('/api/v3/cx/alerts')).unread_count < 3) {
      if (Date.now() > deadline) throw new Error('The status changes made no alerts');
      await ben.page.waitForTimeout(250);
    }
    await ben.visit(`${MAP}?lang=${language}`);
    await alertBell(ben)
      .and(ben.page.getByLabel(/: ([3-9]|\d{2,})/))
      .waitFor({ timeout: 10_000 });
    await openAlerts(ben);
    await ben.page.waitForTimeout(300);
    await ben.screenshot(file('bell'));
  } finally {
    await browser.close();
  }
}

await runScreenshots(shoot);
