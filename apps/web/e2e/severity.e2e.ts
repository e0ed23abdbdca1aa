import { describe, expect, it } from 'vitest';
import type { Post } from '@highwater/core/api/posts';
import type { ReviewItem } from '@highwater/core/api/severity';
import { isUnclearProbability } from '@highwater/core/severity';
import { DEMO, DESKTOP, PHONE } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { SEVERITY_MAP, SEVERITY_PROJECT, SeverityScreens } from './severity-driver.ts';

const people = peopleOfEachTest();

const LEVEL_NAMES = ['No water', 'Minor or no flooding', 'Low', 'Medium', 'High', 'Extreme'];
const unclearCount = (item: ReviewItem) =>
  Object.values(item.metrics).filter((value) => isUnclearProbability(value)).length;

describe('severity', () => {
  it('shows the AI metrics with the unclear flag, and takes a correction with a comment', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: DESKTOP });
    const screens = new SeverityScreens(user);
    const project = await user.projectBySlug(SEVERITY_PROJECT);
    const queue = await screens.reviewQueue(project.id);
    const post = queue.results.find((item) => unclearCount(item) > 0);
    if (!post) throw new Error('The demo project needs an unreviewed post with an unclear metric');

    await screens.openPost(post.id);
    await screens.openSeverityFromPanel();
    expect(user.path()).toMatch(new RegExp(`/map/${post.id}/severity/0$`));
    expect(await screens.headingLevel()).toContain(LEVEL_NAMES[post.severity_level]);
    const metrics = await screens.metrics();
    expect(metrics).toHaveLength(Object.keys(post.metrics).length);
    expect(metrics.filter((metric) => metric.unclear)).toHaveLength(unclearCount(post));
    for (const metric of metrics.filter((row) => row.unclear)) {
      expect(Number(/^(\d+)%/.exec(metric.value)?.[1])).toBeGreaterThanOrEqual(40);
      expect(Number(/^(\d+)%/.exec(metric.value)?.[1])).toBeLessThan(60);
    }

    await screens.startCorrection('Something is wrong');
    expect(user.path()).toMatch(/\/severity\/0\/edit$/);
    expect(await screens.chosenLevel()).toBe(post.severity_level);
    const corrected = post.severity_level === 5 ? 4 : 5;
    await screens.chooseLevel(corrected);
    await screens.commentBox().fill('Water reaches the car doors.');
    await screens.send();
    await screens.thankYou().waitFor();
    const thanks = await screens.thankYou().innerText();
    expect(thanks).toContain('Thank you for your feedback!');
    expect(thanks).toContain('The severity level has been changed to:');
    expect(thanks).toContain(LEVEL_NAMES[corrected]);

    await expect
      .poll(() => screens.selectedListChip().getAttribute('class'), { timeout: 15_000 })
      .toContain(`chip--severity-${corrected}`);
    const saved = await user.apiGet<Post>(
      `/api/v3/cx/local-projects/${project.id}/posts/${post.id}`,
    );
    expect(saved.structured_data).toMatchObject({
      severity_level: corrected,
      severity_level_adjusted: true,
    });
    expect(saved.history.at(-1)).toMatchObject({
      kind: 'severity',
      from_level: post.severity_level,
      to_level: corrected,
      comment: 'Water reaches the car doors.',
    });

    await user.page.getByRole('button', { name: 'Back to the sighting' }).click();
    await user.waitForPath(new RegExp(`/map/${post.id}$`));
    await screens.openSeverityFromPanel();
    expect(await screens.overlay().getByText('reviewed and updated by a human').count()).toBe(1);
    expect(await screens.metrics()).toEqual([]);
  });

  it('goes back from the form to the view and from the view to the post (Escape, the dimmed map, Close)', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: DESKTOP });
    const screens = new SeverityScreens(user);
    const project = await user.projectBySlug(SEVERITY_PROJECT);
    const [post] = (await screens.reviewQueue(project.id)).results;
    if (!post) throw new Error('The demo project needs an unreviewed post');
    await screens.openPost(post.id);
    await screens.openSeverityFromPanel();
    await screens.startCorrection();
    await screens.commentBox().fill('x'.repeat(1200));
    expect((await screens.commentBox().inputValue()).length).toBe(1000);
    expect(await screens.limitMessage().innerText()).toBe(
      'Maximum comment length is 1,000 characters',
    );
    await user.page.keyboard.press('Escape');
    await user.waitForPath(new RegExp(`/map/${post.id}/severity/0$`));
    await screens.overlay().locator('.severity-view').waitFor();
    // On a large screen the view is a panel at the right: a click on the dimmed map goes back.
    await user.page.mouse.click(300, 400);
    await user.waitForPath(new RegExp(`/map/${post.id}$`));
    // So does the view's own close.
    await screens.openSeverityFromPanel();
    await user.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await user.waitForPath(new RegExp(`/map/${post.id}$`));
  });

  it('on a phone, opens an address of the form over the post, and Escape steps back as after a click', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: PHONE });
    const screens = new SeverityScreens(user);
    const project = await user.projectBySlug(SEVERITY_PROJECT);
    const [post] = (await screens.reviewQueue(project.id)).results;
    if (!post) throw new Error('The demo project needs an unreviewed post');

    await user.visit(`${SEVERITY_MAP}/${post.id}/severity/0/edit?since=ever`);
    await screens.overlay().locator('.severity-edit').waitFor();
    expect(await user.canBePressed(screens.commentBox())).toBe(true);
    await user.page.keyboard.press('Escape');
    await user.waitForPath(new RegExp(`/map/${post.id}/severity/0$`));
    const correct = screens.overlay().getByRole('button', { name: 'Correct severity' });
    await correct.waitFor();
    expect(await user.canBePressed(correct)).toBe(true);
    await user.page.keyboard.press('Escape');
    await user.waitForPath(new RegExp(`/map/${post.id}$`));
    await screens.overlay().waitFor({ state: 'detached' });
    await user.sheet('Selected sightings').waitFor();
  });

  it('triages five posts by keyboard alone in the review mode', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: DESKTOP });
    const screens = new SeverityScreens(user);
    const project = await user.projectBySlug(SEVERITY_PROJECT);
    const queue = await screens.reviewQueue(project.id);

    await user.openProjectMap(`${SEVERITY_MAP}?since=ever`);
    await user.skipMapGuideIfShown();
    await user.page.getByRole('button', { name: 'Review severity' }).focus();
    await user.page.keyboard.press('Enter');
    await screens.reviewCard().waitFor();
    expect(new URL(user.page.url()).searchParams.get('review')).toBe('severity');
    const leftAtStart = await screens.reviewLeft();
    expect(leftAtStart).toBe(queue.remaining);

    const keys = ['5', 'Enter', '0', 'Enter', '2'];
    const decided = new Map<number, number>();
    for (const key of keys) {
      const id = await screens.reviewedPostId();
      const item = queue.results.find((result) => result.id === id);
      if (!item) throw new Error(`Post ${id} is not in the queue`);
      await screens.pressInReview(key);
      await expect.poll(() => screens.reviewedPostId()).not.toBe(id);
      decided.set(id, key === 'Enter' ? item.severity_level : Number(key));
    }
    expect([...decided.keys()]).toEqual(queue.results.slice(0, 5).map((item) => item.id));
    expect(await screens.reviewLeft()).toBe(leftAtStart - 5);
    expect(await screens.reviewAnnouncement()).toContain(`${leftAtStart - 5} sightings left`);

    // Back to the last one: it shows what was decided; forward again.
    await screens.pressInReview('ArrowLeft');
    expect(await screens.reviewedPostId()).toBe(queue.results[4]?.id);
    const fifth = queue.results[4]!;
    expect(await screens.reviewCard().innerText()).toContain(
      fifth.severity_level === 2 ? 'Level 2 confirmed.' : 'Changed to level 2.',
    );
    await screens.pressInReview('ArrowRight');
    expect(await screens.reviewedPostId()).toBe(queue.results[5]!.id);

    for (const [id, level] of decided) {
      const post = await user.apiGet<Post>(`/api/v3/cx/local-projects/${project.id}/posts/${id}`);
      expect(post.structured_data).toMatchObject({
        severity_level: level,
        severity_level_adjusted: true,
      });
    }
    await user.page.keyboard.press('Escape');
    await screens.reviewDialog().waitFor({ state: 'detached' });
    expect(new URL(user.page.url()).searchParams.has('review')).toBe(false);
  });
});
