import { describe, expect, it } from 'vitest';
import type { Post, PostsPage } from '@highwater/core/api/posts';
import { formatPlaceTime } from '@highwater/core/format/place-time';
import { sightingZone } from '@highwater/core/format/sighting-time';
import { bucketStart } from '@highwater/core/timeline';
import { type AppUser, DEMO } from './driver.ts';
import { apiGet, postPanel } from './post-driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

const SLUG = 'neighborhood-flood-reports';
const WAIT = { timeout: 20_000 };
const HOUR_MS = 3_600_000;

/** The zone choices of the filters panel, by the start of their labels. */
const CHOICES = { own: /^My time zone/, local: /^Local time of the sightings/ } as const;

async function chooseTimeZone(user: AppUser, choice: keyof typeof CHOICES) {
  const group = user.filtersPanel().getByRole('radiogroup', { name: 'Show times in' });
  await group
    .locator('label', { has: user.page.getByRole('radio', { name: CHOICES[choice] }) })
    .click();
  await group
    .getByRole('radio', { name: CHOICES[choice], checked: true })
    .waitFor({ state: 'attached' });
}

/** The exact observed time the first row of the sightings list gives on hover. */
const firstRowTime = (user: AppUser) =>
  user.page.locator('.sighting-row time').first().getAttribute('title');

const panelTime = (user: AppUser, postId: number) =>
  postPanel(user, postId).locator('time.post-observed').getAttribute('title');

/** The title of the timeline's first bar: its start and its count. */
const firstBarTitle = (user: AppUser) =>
  user.page.locator('.timeline__svg rect.timeline__bar title').first().textContent();

/** What the first bar's title starts with when the bars follow a zone. */
const barStartIn = (from: Date, zone: string) =>
  `${formatPlaceTime(bucketStart(from, '15m', zone).toISOString(), zone, 'en')}: `;

/** Opens the first sighting of the list and answers its id once its panel shows. */
async function openFirstSighting(user: AppUser): Promise<number> {
  await user.page.locator('.sighting-row').first().click();
  await user.waitForPath(/\/map\/\d+/);
  const path = await user.page.evaluate(() => window.location.pathname);
  const postId = Number(/\/map\/(\d+)/.exec(path)![1]);
  await postPanel(user, postId).waitFor();
  return postId;
}

/** Back to the map, where the filters column shows again. */
async function closePost(user: AppUser) {
  await user.page.getByRole('button', { name: 'Back to the map' }).click();
  await user.waitForPath(/\/map$/);
}

describe('the times of a sighting', () => {
  it('read the same in the list, the post panel and the timeline under each choice', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const newest = await apiGet<PostsPage>(
      user,
      `/api/v3/cx/local-projects/${project.id}/posts?from_date=2000-01-01&limit=1`,
    );
    // A day up to the newest sighting: the timeline then has 15-minute bars dated to the minute.
    const observed = Date.parse(newest.results[0]!.observed_at);
    const from = new Date(observed - 20 * HOUR_MS);
    const to = new Date(observed + HOUR_MS);
    const range = new URLSearchParams({ after: from.toISOString(), before: to.toISOString() });
    await user.openProjectMap(`/norfolk-resilience/${SLUG}/map?${range.toString()}`);
    await user.skipMapGuideIfShown();
    const ownZone = await user.page.evaluate(
      () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    const areaZone = sightingZone('local', project.center, ownZone);

    // Local time (the default): the place's time with its abbreviation, as the spec shows it.
    await expect.poll(() => firstBarTitle(user), WAIT).toMatch(barStartIn(from, areaZone));
    const postId = await openFirstSighting(user);
    const post = await apiGet<Post>(
      user,
      `/api/v3/cx/local-projects/${project.id}/posts/${postId}`,
    );
    const local = formatPlaceTime(post.observed_at, post.time_zone.name, 'en');
    expect(local.endsWith(post.time_zone.abbreviation)).toBe(true);
    await expect.poll(() => panelTime(user, postId), WAIT).toBe(local);
    await expect.poll(() => firstRowTime(user), WAIT).toBe(local);

    // The user's own zone: the list, the panel and the timeline all move to it.
    await closePost(user);
    await chooseTimeZone(user, 'own');
    const own = formatPlaceTime(post.observed_at, ownZone, 'en');
    await expect.poll(() => firstRowTime(user), WAIT).toBe(own);
    await expect.poll(() => firstBarTitle(user), WAIT).toMatch(barStartIn(from, ownZone));
    expect(await openFirstSighting(user)).toBe(postId);
    await expect.poll(() => panelTime(user, postId), WAIT).toBe(own);
    if (ownZone !== post.time_zone.name) expect(own).not.toBe(local);

    // And back to the local time of the sightings.
    await closePost(user);
    await chooseTimeZone(user, 'local');
    await expect.poll(() => firstRowTime(user), WAIT).toBe(local);
    await expect.poll(() => firstBarTitle(user), WAIT).toMatch(barStartIn(from, areaZone));
  });
});
