import path from 'node:path';
import type { PostsPage, PostSummary } from '@highwater/core/api/posts';
import type { ProjectDetail, ProjectSummary } from '@highwater/core/api/projects';
import { ConversationDriver } from './comments-driver.ts';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { announcement, presenceHint, waitForLiveStream } from './live-driver.ts';
import { choosePostStatus } from './post-driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of live updates at phone and desktop sizes, in English and Spanish, as Dee sees
 * them while Ben works on the same project: the hint that Ben has her sighting open, then a
 * status Ben changed, highlighted in her list and on her map (on a phone, the map in a picture of
 * its own) and announced. Run:
 * npx tsx apps/web/e2e/live-screenshots.ts (after npm run build); BASE_URL for a server
 * that is already running.
 */
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

const TEXTS = {
  en: { sightings: 'Sightings' },
  es: { sightings: 'Avistamientos' },
} as const;

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const ben = await AppUser.open(browser, baseUrl, { viewport: DESKTOP });
  const dee = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) => path.join(SCREENSHOTS_DIR, `live-${name}-${size}-${language}.png`);
  const settle = () => dee.page.waitForTimeout(600);
  try {
    await ben.signIn(DEMO.ben);
    const projects = await ben.apiGet<ProjectSummary[]>('/api/v3/cx/local-projects');
    const summary = projects.find((item) => item.slug === SLUG);
    const project = await ben.apiGet<ProjectDetail>(`/api/v3/cx/local-projects/${summary?.id}`);
    // Sightings at the top of the list (the last week's), a different pair for each picture.
    const page = await ben.apiGet<PostsPage>(
      `/api/v3/cx/local-projects/${project.id}/posts?limit=5`,
    );
    const offset = (size === 'phone' ? 0 : 1) + (language === 'es' ? 2 : 0);
    const opened = page.results[offset];
    const changed = page.results[offset + 1];
    if (!opened || !changed) throw new Error('The demo project has too few posts');

    // Dee has a sighting open; Ben opens it too.
    await dee.signIn(DEMO.dee);
    const live = waitForLiveStream(dee, project.id);
    await new ConversationDriver(dee).openPost(MAP, opened.id, `?lang=${language}`);
    await live;
    await dee.page.emulateMedia({ reducedMotion: 'reduce' });
    await new ConversationDriver(ben).openPost(MAP, opened.id);
    await presenceHint(dee, opened.id).waitFor({ timeout: 20_000 });
    await settle();
    await dee.screenshot(file('presence'));

    // Back on the map, Dee sees the status Ben changes light up in her list and on her map.
    const mapLive = waitForLiveStream(dee, project.id);
    await dee.openProjectMap(`${MAP}?lang=${language}`);
    await mapLive;
    if (size === 'phone') {
      await dee.page.getByRole('button', { name: TEXTS[language].sightings, exact: true }).click();
      await dee.page.getByRole('dialog', { name: TEXTS[language].sightings }).waitFor();
    }
    /** Ben gives a post another status; answers once Dee is told of it. */
    const benChanges = async (post: PostSummary) => {
      const status = project.statuses.find((item) => item.id !== post.status_id);
      if (!status) throw new Error('The demo project needs two statuses');
      await new ConversationDriver(ben).openPost(MAP, post.id);
      await choosePostStatus(ben, post.id, status.label);
      await announcement(dee)
        .getByText(new RegExp(` ${status.label}$`))
        .waitFor({ timeout: 20_000 });
    };
    await benChanges(changed);
    await dee.page.locator(`.sighting-row--changed[data-post-id="${changed.id}"]`).waitFor();
    await dee.page.waitForTimeout(300);
    await dee.screenshot(file('change'));

    // On a phone the list covers the map: the ring around a changed point, with the list closed.
    const third = page.results[offset + 2];
    if (size === 'phone' && third) {
      const phoneMapLive = waitForLiveStream(dee, project.id);
      await dee.openProjectMap(MAP);
      await phoneMapLive;
      await benChanges(third);
      await dee.page.waitForTimeout(300);
      await dee.screenshot(file('change-map'));
    }
  } finally {
    await browser.close();
  }
}

await runScreenshots(shoot);
