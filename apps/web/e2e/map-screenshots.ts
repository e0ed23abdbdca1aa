import path from 'node:path';
import type { PostPoints } from '@highwater/core/api/posts';
import type { ProjectSummary } from '@highwater/core/api/projects';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { runScreenshots, SCREENSHOTS_DIR } from './screenshot-run.ts';

/**
 * Screenshots of the project map screen at phone and desktop sizes, in English and Spanish, for
 * review and for docs/screenshots. Run: npx tsx apps/web/e2e/map-screenshots.ts (after building
 * the web app). Set BASE_URL to use a server that is already running.
 */
const outDir = SCREENSHOTS_DIR;

const MAP = '/norfolk-resilience/neighborhood-flood-reports/map';

const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString();

async function shoot(baseUrl: string, size: 'phone' | 'desktop', language: 'en' | 'es') {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) => path.join(outDir, `${name}-${size}-${language}.png`);
  const settle = () => user.page.waitForTimeout(800);
  try {
    await user.signIn(DEMO.ben);
    const filtersOpen = size === 'phone' ? '&filters=open' : '';
    // The lang parameter is remembered for the visits that follow.
    await user.openProjectMap(
      `${MAP}?since=30-days&groupBy=severity${filtersOpen}&lang=${language}`,
    );
    await settle();
    await user.screenshot(file('map-filters'));
    const skip = user.page.getByRole('button', { name: /Skip the guide|Omitir la guía/ });
    if (await skip.isVisible()) await skip.click();

    if (size === 'phone') {
      await user.openProjectMap(`${MAP}?since=30-days&groupBy=severity&posts=open`);
      await settle();
      await user.screenshot(file('map-sightings'));
    }

    const satellite = language === 'es' ? 'Satélite' : 'Satellite';
    await user.openProjectMap(`${MAP}?since=ever${filtersOpen}`);
    await user.setMapLayer(satellite, true);
    await user.openProjectMap(`${MAP}?since=ever`);
    await settle();
    await user.screenshot(file('map-satellite'));
    await user.openProjectMap(`${MAP}?since=ever${filtersOpen}`);
    await user.setMapLayer(satellite, false);

    await user.openProjectMap(`${MAP}?keyword=zzzzqqq&since=ever`);
    await settle();
    await user.screenshot(file('map-empty'));

    // A busy spot of the last month, opened as a selection the way a click on its point would.
    const projects = await user.apiGet<ProjectSummary[]>('/api/v3/cx/local-projects');
    const project = projects.find((item) => item.slug === MAP.split('/')[2]);
    const points = await user.apiGet<PostPoints>(
      `/api/v3/cx/local-projects/${project?.id}/posts/points?from_date=${monthAgo()}`,
    );
    await user.openProjectMap(`${MAP}/${points.id.slice(0, 3).join(',')}?since=30-days`);
    await user.selectionCards().first().waitFor();
    await settle();
    await user.screenshot(file('map-selection'));
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
