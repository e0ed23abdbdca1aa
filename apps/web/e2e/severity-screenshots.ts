import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReviewItem } from '@highwater/core/api/severity';
import { isUnclearProbability } from '@highwater/core/severity';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { SEVERITY_MAP, SEVERITY_PROJECT, SeverityScreens } from './severity-driver.ts';
import { runScreenshots, SCREENSHOTS_DIR } from './screenshot-run.ts';

/**
 * Screenshots of the severity view, the correction form at the comment limit, its thank-you
 * state, the review mode and the tide chart, at phone and desktop sizes in English and Spanish.
 * Run: npx tsx apps/web/e2e/severity-screenshots.ts (after npm run build); BASE_URL uses a
 * server that is already running. Corrections change the demo data of that server.
 */
const outDir = SCREENSHOTS_DIR;

const hasUnclear = (item: ReviewItem) =>
  Object.values(item.metrics).some((value) => isUnclearProbability(value));

async function shoot(baseUrl: string, size: 'phone' | 'desktop', language: 'en' | 'es') {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const screens = new SeverityScreens(user);
  const file = (name: string) => path.join(outDir, `${name}-${size}-${language}.png`);
  const settle = () => user.page.waitForTimeout(600);
  try {
    await user.signIn(DEMO.ben);
    const project = await user.projectBySlug(SEVERITY_PROJECT);
    const queue = await screens.reviewQueue(project.id);
    const post = queue.results.find(hasUnclear) ?? queue.results[0];
    if (!post) throw new Error('No unreviewed post in the demo project');

    await screens.openPost(post.id, `since=ever&lang=${language}`);
    await screens.openSeverityFromPanel();
    await settle();
    await user.screenshot(file('severity-view'));

    await screens.startCorrection(/Correct severity|Corregir la gravedad/);
    await screens.commentBox().fill('Water at the second step of the porch. '.repeat(30));
    await screens.limitMessage().waitFor();
    await screens.commentBox().evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await settle();
    await user.screenshot(file('severity-edit-limit'));

    await screens.chooseLevel(post.severity_level === 5 ? 4 : 5);
    await screens.send();
    await screens.thankYou().waitFor();
    await settle();
    await user.screenshot(file('severity-thanks'));

    await user.openProjectMap(`${SEVERITY_MAP}?since=ever&review=severity`);
    await screens.reviewCard().waitFor();
    await user.page
      .locator('.review-card__photo img')
      .evaluate(
        (image: HTMLImageElement) =>
          image.complete || new Promise((resolve) => image.addEventListener('load', resolve)),
      );
    await settle();
    await user.screenshot(file('severity-review'));

    const coastal = queue.results.find((item) => item.id !== post.id) ?? post;
    await screens.openPost(coastal.id, 'since=ever');
    await screens.openDetails();
    await screens.tideRow().waitFor();
    await user.page.locator('.tide-chart').waitFor();
    await user.page
      .locator('.tide-view')
      .evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await settle();
    await user.screenshot(file('tide-chart'));
  } catch (error) {
    await user.screenshot(path.join(tmpdir(), `severity-failed-${size}-${language}.png`));
    throw error;
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
