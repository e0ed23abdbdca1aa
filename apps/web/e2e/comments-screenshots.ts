import path from 'node:path';
import type { ProjectSummary, ProjectDetail } from '@highwater/core/api/projects';
import { ConversationDriver, makeJpeg } from './comments-driver.ts';
import { AppUser, DEMO, DESKTOP, launchBrowser, PHONE } from './driver.ts';
import { runScreenshots, SCREENSHOTS_DIR } from './screenshot-run.ts';

/**
 * Screenshots of a post's conversation at phone and desktop sizes, in English and Spanish: the
 * form with its quick replies, an upload in progress, a comment being edited and the internal
 * notes tab. Run: npx tsx apps/web/e2e/comments-screenshots.ts (after npm run build). Set
 * BASE_URL to use a server that is already running.
 */
const outDir = SCREENSHOTS_DIR;

const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

const TEXTS = {
  en: {
    comments: /^Comments/,
    notes: /^Internal notes/,
    comment: 'Water reached the porch steps.',
  },
  es: {
    comments: /^Comentarios/,
    notes: /^Notas internas/,
    comment: 'El agua llegó a los escalones del porche.',
  },
} as const;

async function shoot(baseUrl: string, size: 'phone' | 'desktop', language: 'en' | 'es') {
  const browser = await launchBrowser();
  const user = await AppUser.open(browser, baseUrl, {
    viewport: size === 'phone' ? PHONE : DESKTOP,
  });
  const talk = new ConversationDriver(user);
  const texts = TEXTS[language];
  const file = (name: string) => path.join(outDir, `comments-${name}-${size}-${language}.png`);
  const settle = () => user.page.waitForTimeout(600);
  try {
    await user.signIn(DEMO.ben);
    const projects = await user.apiGet<ProjectSummary[]>('/api/v3/cx/local-projects');
    const summary = projects.find((item) => item.slug === SLUG);
    const project = await user.apiGet<ProjectDetail>(`/api/v3/cx/local-projects/${summary?.id}`);
    // The most recently discussed posts, a different one for each size.
    const page = await talk.postsOf(project, 'order_cri=commented_at&limit=5');
    const postId = page.results[size === 'phone' ? 1 : 0]?.id;
    if (!postId) throw new Error('The demo project has no posts');
    // The lang parameter is remembered for the visits that follow.
    await talk.openPost(MAP, postId, `?lang=${language}`);
    await talk.chooseTab(texts.comments);

    await talk.textBox().focus();
    await talk.quickReplies().waitFor();
    await talk.reveal(talk.quickReplies());
    await settle();
    await user.screenshot(file('quick-replies'));
    await talk
      .quickReplies()
      .getByRole('button', { name: /^(Hide quick replies|Ocultar respuestas rápidas)$/ })
      .click();

    const release = await talk.holdUploads();
    await talk.attach(await makeJpeg('flooded-driveway-north-side.jpg', 640, 480));
    await talk.progressBar('flooded-driveway-north-side.jpg').waitFor();
    await talk.textBox().fill(texts.comment);
    await talk.reveal(talk.sendButton());
    await settle();
    await user.screenshot(file('upload'));
    await release();

    await talk.send();
    const comment = talk.comment(texts.comment).last();
    await comment.waitFor();
    await talk.editButton(comment).click();
    await talk.reveal(talk.editBox());
    await settle();
    await user.screenshot(file('editing'));
    await user.page.keyboard.press('Escape');

    await talk.chooseTab(texts.notes);
    await talk.reveal(talk.region());
    await settle();
    await user.screenshot(file('internal-notes'));
  } finally {
    await user.close();
    await browser.close();
  }
}

await runScreenshots(shoot);
