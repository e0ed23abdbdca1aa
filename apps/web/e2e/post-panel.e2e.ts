import { describe, expect, it } from 'vitest';
import { SEEN_AFTER_MS } from '@highwater/core/constants';
import { controlsCoveredBy, notificationItem } from './cover-driver.ts';
import { DEMO, PHONE } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import {
  belowTheFold,
  choosePostStatus,
  clipboardText,
  dialog,
  findPost,
  placedPosts,
  postPanel,
  pressInSlider,
  pressPostAction,
  recordPostViews,
  scrollToPost,
  sightingRows,
  sliderPosition,
  swipeSlider,
} from './post-driver.ts';

const people = peopleOfEachTest();

/** Ben's project with statuses and severity; every time, so that every post is on the map. */
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;
const EVER = 'since=ever';

describe('the post panel', () => {
  it('opens a post from the map and from the list', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const { lone } = await placedPosts(user, project.id);
    await user.openProjectMap(`${MAP}?${EVER}&near=${lone.near}`);

    await user.mapPoint(`Sighting ${lone.id}`).click();
    await user.waitForPath(`${MAP}/${lone.id}`);
    await postPanel(user, lone.id).waitFor();
    await user.page.getByRole('button', { name: 'Back to the map' }).click();
    await user.waitForPath(MAP);
    await postPanel(user, lone.id).waitFor({ state: 'detached' });

    await sightingRows(user).first().click();
    await user.waitForPath(`${MAP}/${lone.id}`);
    await postPanel(user, lone.id).waitFor();
    expect(user.addressQuery().get('near')).toBe(lone.near);
  });

  it('pages through the media with the arrow keys, opens the gallery and the metadata', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const post = await findPost(user, project.id, (p) => p.media.length >= 2, 2);
    const count = post.media.length;
    // The map has settled on the post: its own address writes are over.
    await user.openProjectMap(`${MAP}/${post.id}?${EVER}`);
    await expect.poll(() => sliderPosition(user, post.id).textContent()).toBe(`1 / ${count}`);

    await pressInSlider(user, post.id, 'ArrowRight');
    await expect.poll(() => sliderPosition(user, post.id).textContent()).toBe(`2 / ${count}`);
    expect(user.addressQuery().get(`${post.id}-media`)).toBe('1');
    await user.page.keyboard.press('ArrowLeft');
    await expect.poll(() => sliderPosition(user, post.id).textContent()).toBe(`1 / ${count}`);

    await pressPostAction(user, post.id, 'Open gallery');
    const gallery = dialog(user, post.location ?? /./);
    await gallery.waitFor();
    expect(user.addressQuery().get('gallery')).toBe(String(post.id));
    expect(await gallery.getByText(`1 / ${count}`).count()).toBe(1);
    await user.page.keyboard.press('ArrowRight');
    await gallery.getByText(`2 / ${count}`).waitFor();
    expect(
      await gallery
        .getByRole('link', { name: 'Download this file at full size' })
        .getAttribute('href'),
    ).toBe(post.media[1]!.download_url);
    await user.page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    expect(user.addressQuery().has('gallery')).toBe(false);

    await pressPostAction(user, post.id, 'Metadata');
    const metadata = dialog(user, `Metadata of sighting ${post.id}`);
    await metadata.waitFor();
    expect(user.addressQuery().get('metadata')).toBe(String(post.id));
    await metadata.getByText(post.observed_at, { exact: true }).waitFor();
    await metadata.getByText(post.media[0]!.download_url, { exact: true }).waitFor();
    await user.page.keyboard.press('Escape');
    await metadata.waitFor({ state: 'detached' });

    await user.page.getByRole('button', { name: 'Back to the map' }).click();
    await user.waitForPath(MAP);
    expect(user.addressQuery().has(`${post.id}-media`)).toBe(false);
  });

  it('swipes through the media on a phone, and forgets the position when closed', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: PHONE });
    const project = await user.projectBySlug(SLUG);
    const post = await findPost(user, project.id, (p) => p.media.length >= 2, 2);
    const count = post.media.length;
    // The map has settled on the post: its own address writes are over.
    await user.openProjectMap(`${MAP}/${post.id}?${EVER}`);
    await expect.poll(() => sliderPosition(user, post.id).textContent()).toBe(`1 / ${count}`);

    await swipeSlider(user, post.id, 'left');
    await expect.poll(() => sliderPosition(user, post.id).textContent()).toBe(`2 / ${count}`);
    expect(user.addressQuery().get(`${post.id}-media`)).toBe('1');
    await swipeSlider(user, post.id, 'right');
    await expect.poll(() => sliderPosition(user, post.id).textContent()).toBe(`1 / ${count}`);
    expect(user.addressQuery().get(`${post.id}-media`)).toBe('0');

    await user.closeSheet('Selected sightings');
    await user.waitForPath(MAP);
    expect(user.addressQuery().has(`${post.id}-media`)).toBe(false);
  });

  it('changes the status, and the list shows the new one', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const { lone } = await placedPosts(user, project.id);
    await user.openProjectMap(`${MAP}/${lone.id}?${EVER}&near=${lone.near}`);
    await postPanel(user, lone.id).waitFor();
    const row = sightingRows(user).first();
    await row.waitFor();
    const shown = await postPanel(user, lone.id)
      .getByRole('radio', { checked: true })
      .getAttribute('value');
    const next = project.statuses.find((status) => String(status.id) !== shown);
    if (!next) throw new Error('The demo project needs two statuses');

    await choosePostStatus(user, lone.id, next.label);
    await expect
      .poll(() =>
        postPanel(user, lone.id).getByRole('radio', { checked: true }).getAttribute('value'),
      )
      .toBe(String(next.id));
    await row.locator('.chip', { hasText: next.label }).waitFor();
  });

  it('shows the posts nearby on the map, half a mile around the post', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const { lone } = await placedPosts(user, project.id);
    await user.visit(`${MAP}/${lone.id}?${EVER}&status=${project.statuses[0]!.id}`);
    await postPanel(user, lone.id).getByRole('button', { name: 'Show nearby posts' }).click();
    await user.page.getByRole('menuitem', { name: 'Any time' }).click();
    await user.waitForPath(MAP);

    const [lng, lat] = lone.near.split('x');
    const address = user.addressQuery();
    expect(address.get('near')).toBe(`${lng}x${lat}x804.672`);
    expect(address.get('since')).toBe('ever');
    // Other filters give way, so that nothing nearby is hidden.
    expect(address.has('status')).toBe(false);
    await user.waitForMap();
  });

  it('shows the banner over several posts at one location', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const { pair } = await placedPosts(user, project.id);
    await user.visit(`${MAP}/${pair.join(',')}?${EVER}`);
    await user.page.getByText('2 sightings at this location').waitFor();
    await user.page.getByText('Scroll down to see the next sighting').waitFor();
    await postPanel(user, pair[0]).waitFor();
    await postPanel(user, pair[1]).waitFor();
    // Only a single selected post has the close control.
    expect(await user.page.getByRole('button', { name: 'Back to the map' }).count()).toBe(0);

    await user.page.getByRole('button', { name: 'Dismiss posts' }).click();
    await user.waitForPath(MAP);
  });

  it('marks each of several posts seen once it has stayed in view, not all at once', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const { pair } = await placedPosts(user, project.id);
    const views = recordPostViews(user);
    await user.visit(`${MAP}/${pair.join(',')}?${EVER}`);
    await postPanel(user, pair[1]).waitFor();
    expect(await belowTheFold(user, pair[1])).toBe(true);

    await expect.poll(() => views).toEqual([pair[0]]);
    // Longer than a post takes to count as seen: the one below is still unseen.
    await user.page.waitForTimeout(2 * SEEN_AFTER_MS);
    expect(views).toEqual([pair[0]]);

    await scrollToPost(user, pair[1]);
    await expect.poll(() => views).toEqual([pair[0], pair[1]]);
  });
});

describe('sharing a post', () => {
  it('copies the direct link, which opens the same post in a new page', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: user.baseUrl,
    });
    const project = await user.projectBySlug(SLUG);
    const { lone } = await placedPosts(user, project.id);
    await user.visit(`${MAP}/${lone.id}?${EVER}`);
    await postPanel(user, lone.id).waitFor();

    await pressPostAction(user, lone.id, 'Copy link');
    const copied = notificationItem(user, 'Link copied!');
    await copied.waitFor();
    // Over the map, clear of the panel's header and every other control.
    expect(await controlsCoveredBy(copied)).toEqual([]);
    const link = await clipboardText(user);
    expect(link).toBe(`${user.baseUrl}/posts/${lone.id}`);

    const other = await user.context.newPage();
    await other.goto(link);
    await other.waitForURL((url) => url.pathname === `${MAP}/${lone.id}`);
    await other.locator(`article[aria-labelledby="post-${lone.id}-title"]`).waitFor();
  });

  it('confirms the copy on a phone, in Spanish, at the foot of the sheet over none of its controls', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: PHONE });
    await user.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: user.baseUrl,
    });
    const project = await user.projectBySlug(SLUG);
    const { lone } = await placedPosts(user, project.id);
    await user.visit(`${MAP}/${lone.id}?${EVER}&lang=es`);
    await postPanel(user, lone.id).waitFor();

    await pressPostAction(user, lone.id, 'Copiar enlace');
    const copied = notificationItem(user, '¡Enlace copiado!');
    await copied.waitFor();
    expect(await controlsCoveredBy(copied)).toEqual([]);
    // Dismissing it leaves the sheet open.
    await copied.getByRole('button', { name: 'Descartar' }).click();
    await copied.waitFor({ state: 'detached' });
    expect(await postPanel(user, lone.id).isVisible()).toBe(true);
  });
});
