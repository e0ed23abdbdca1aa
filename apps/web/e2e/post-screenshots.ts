import path from 'node:path';
import type { ProjectSummary } from '@highwater/core/api/projects';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { dialog, findPost, postPanel, pressPostAction } from './post-driver.ts';
import { runScreenshots, SCREENSHOTS_DIR } from './screenshot-run.ts';

/**
 * Screenshots of the post panel at phone and desktop sizes, in English and Spanish: a post with
 * photos, a post with a video, the gallery, the metadata dialog and the direct-post not-found
 * page. Run: npx tsx apps/web/e2e/post-screenshots.ts (after npm run build). Set BASE_URL
 * to use a server that is already running.
 */
const outDir = SCREENSHOTS_DIR;

const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

async function shoot(baseUrl: string, size: 'phone' | 'desktop', language: 'en' | 'es') {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const file = (name: string) => path.join(outDir, `post-${name}-${size}-${language}.png`);
  const settle = () => user.page.waitForTimeout(1000);
  try {
    await user.signIn(DEMO.ben);
    const projects = await user.apiGet<ProjectSummary[]>('/api/v3/cx/local-projects');
    const project = projects.find((item) => item.slug === SLUG);
    if (!project) throw new Error(`No project ${SLUG}`);
    const photos = await findPost(
      user,
      project.id,
      (post) =>
        post.media.length >= 2 &&
        post.media.every((item) => item.type === 'image') &&
        post.content.length > 40,
      2,
    );
    const video = await findPost(
      user,
      project.id,
      (post) => post.media.some((item) => item.type === 'video'),
      1,
    );

    // The lang parameter is remembered for the visits that follow.
    await user.openProjectMap(`${MAP}/${photos.id}?since=ever&lang=${language}`);
    const skip = user.page.getByRole('button', { name: /Skip the guide|Omitir la guía/ });
    if (await skip.isVisible()) await skip.click();
    await postPanel(user, photos.id).waitFor();
    await settle();
    await user.screenshot(file('photos'));

    if (size === 'phone') {
      // The small map of the street, further down the panel.
      await postPanel(user, photos.id).locator('.post-map').scrollIntoViewIfNeeded();
      await user.page.waitForTimeout(2500);
      await user.screenshot(file('small-map'));
    }

    await pressPostAction(user, photos.id, language === 'es' ? 'Abrir galería' : 'Open gallery');
    await user.page.locator('.gallery__media').waitFor();
    await settle();
    await user.screenshot(file('gallery'));
    await user.page.keyboard.press('Escape');

    await pressPostAction(user, photos.id, language === 'es' ? 'Metadatos' : 'Metadata');
    await dialog(user, /Metadata|Metadatos/).waitFor();
    await settle();
    await user.screenshot(file('metadata'));
    await user.page.keyboard.press('Escape');

    await user.openProjectMap(`${MAP}/${video.id}?since=ever`);
    await postPanel(user, video.id).waitFor();
    const videoIndex = video.media.findIndex((item) => item.type === 'video');
    if (videoIndex > 0) {
      await user.openProjectMap(`${MAP}/${video.id}?since=ever&${video.id}-media=${videoIndex}`);
      await postPanel(user, video.id).waitFor();
    }
    await settle();
    await user.screenshot(file('video'));

    await user.visit('/posts/999999');
    await user.page.getByRole('heading', { level: 1 }).waitFor();
    await settle();
    await user.screenshot(file('not-found'));
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
