import type { Locator } from 'playwright-core';
import type { Post, PostPoints, PostsPage } from '@highwater/core/api/posts';
import type { AppUser } from './driver.ts';

/** Helpers of the post panel's browser tests: they read as what a person does with a post. */

/** The panel of one post, once loaded. */
export const postPanel = (user: AppUser, postId: number): Locator =>
  user.page.locator(`article[aria-labelledby="post-${postId}-title"]`);

/**
 * A GET of the product API as the signed-in user, for finding test data. Access tokens of the
 * test server live seconds and the app renews them only as it calls the API: after a 401 the
 * page is reloaded, so that the app renews the token, and the call is made again.
 */
export async function apiGet<T>(user: AppUser, path: string): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await user.apiGet<T>(path);
    } catch (error) {
      if (!String(error).includes(': 401') || attempt === 3) throw error;
      await user.page.reload();
      await user.page.waitForLoadState('networkidle');
    }
  }
}

/** The first post of a project (newest observed first) whose detail passes a test. */
export async function findPost(
  user: AppUser,
  projectId: number,
  test: (post: Post) => boolean,
  minMedia = 0,
): Promise<Post> {
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ from_date: '2000-01-01', limit: '200' });
    if (cursor) query.set('cursor', cursor);
    const page: PostsPage = await apiGet<PostsPage>(
      user,
      `/api/v3/cx/local-projects/${projectId}/posts?${query.toString()}`,
    );
    for (const summary of page.results) {
      if (summary.media_count < minMedia) continue;
      const post = await apiGet<Post>(
        user,
        `/api/v3/cx/local-projects/${projectId}/posts/${summary.id}`,
      );
      if (test(post)) return post;
    }
    cursor = page.next_cursor;
  } while (cursor);
  throw new Error('No demo post fits the test');
}

/** The slider's 'n / m' counter of a post. */
export const sliderPosition = (user: AppUser, postId: number) =>
  postPanel(user, postId).locator('.media-slider__count');

/** Gives the slider focus and presses an arrow key, as on a desktop keyboard. */
export async function pressInSlider(user: AppUser, postId: number, key: string): Promise<void> {
  const slider = postPanel(user, postId).getByRole('region', { name: 'Photos and videos' });
  await slider.focus();
  await user.page.keyboard.press(key);
}

/** A finger swipe across the slider (pointer events of a touch pointer). */
export async function swipeSlider(
  user: AppUser,
  postId: number,
  direction: 'left' | 'right',
): Promise<void> {
  const stage = postPanel(user, postId).locator('.media-slider__stage');
  const box = await stage.boundingBox();
  if (!box) throw new Error('The slider is not on screen');
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const touch = { pointerType: 'touch', isPrimary: true, pointerId: 7, clientY: y };
  await stage.dispatchEvent('pointerdown', { ...touch, clientX: from });
  await stage.dispatchEvent('pointerup', { ...touch, clientX: to });
}

/** An open dialog by its name. */
export const dialog = (user: AppUser, name: string | RegExp): Locator =>
  user.page.getByRole('dialog', { name });

/** Presses one of the post's action buttons (Metadata, Copy link, Open gallery). */
export async function pressPostAction(user: AppUser, postId: number, name: string): Promise<void> {
  await postPanel(user, postId).getByRole('button', { name, exact: true }).click();
}

/** What the clipboard holds (the context needs the clipboard permissions). */
export const clipboardText = (user: AppUser): Promise<string> =>
  user.page.evaluate(() => navigator.clipboard.readText());

/** Chooses a status in the post's status stepper and waits until the change is saved. */
export async function choosePostStatus(
  user: AppUser,
  postId: number,
  label: string,
): Promise<void> {
  const saved = user.page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith(`/posts/${postId}/status`),
  );
  await postPanel(user, postId).getByRole('radio', { name: label }).click({ force: true });
  await saved;
}

/** The post ids whose views the page records from now on (spec 001 section 4, Seen), in order. */
export function recordPostViews(user: AppUser): number[] {
  const ids: number[] = [];
  user.page.on('request', (request) => {
    const match = /\/posts\/(\d+)\/views$/.exec(new URL(request.url()).pathname);
    if (request.method() === 'POST' && match) ids.push(Number(match[1]));
  });
  return ids;
}

/** Whether a post's panel starts below the bottom of the window (scrolled out of sight). */
export const belowTheFold = (user: AppUser, postId: number): Promise<boolean> =>
  postPanel(user, postId).evaluate(
    (panel) => panel.getBoundingClientRect().top >= window.innerHeight,
  );

/** Scrolls the selection until a post's panel starts at the top of its column. */
export const scrollToPost = (user: AppUser, postId: number): Promise<void> =>
  postPanel(user, postId).evaluate((panel) => panel.scrollIntoView({ block: 'start' }));

/** The rows of the sightings list. */
export const sightingRows = (user: AppUser): Locator => user.page.locator('.sighting-row');

/** Metres between two points, close enough for a few hundred metres. */
function metresBetween(lng1: number, lat1: number, lng2: number, lat2: number) {
  const x = (lng2 - lng1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(x, lat2 - lat1) * 111_320;
}

/**
 * A post standing apart (the `rank`-th farthest from any other, so that each test file can pick
 * its own) and a `near` address value that holds only it: its map shows one marker that nothing
 * else overlaps, its list one row.
 */
export async function postApart(
  user: AppUser,
  projectId: number,
  rank: number,
): Promise<{ id: number; statusId: number | null; near: string }> {
  const points = await apiGet<PostPoints>(
    user,
    `/api/v3/cx/local-projects/${projectId}/posts/points?from_date=2000-01-01`,
  );
  const nearest = points.id.map((_, i) =>
    Math.min(
      ...points.id.map((__, j) =>
        i === j
          ? Infinity
          : metresBetween(points.lng[i]!, points.lat[i]!, points.lng[j]!, points.lat[j]!),
      ),
    ),
  );
  const index = [...nearest.keys()].sort((a, b) => nearest[b]! - nearest[a]!)[rank];
  if (index === undefined) throw new Error('The demo map has too few posts');
  const radius = Math.floor(Math.min(150, nearest[index]! * 0.8));
  if (radius < 5) throw new Error('No post stands apart on the demo map');
  return {
    id: points.id[index]!,
    statusId: points.status_id[index] ?? null,
    near: `${points.lng[index]}x${points.lat[index]}x${radius}`,
  };
}

export interface PlacedPosts {
  /** A post with no other within 30 m, and a `near` address value that holds only it. */
  lone: { id: number; near: string };
  /** Two posts at the same spot (a selection of several). */
  pair: [number, number];
}

/** Posts of a project picked by where they stand, from the map points of every time. */
export async function placedPosts(user: AppUser, projectId: number): Promise<PlacedPosts> {
  const points = await apiGet<PostPoints>(
    user,
    `/api/v3/cx/local-projects/${projectId}/posts/points?from_date=2000-01-01`,
  );
  let lone: PlacedPosts['lone'] | null = null;
  let pair: PlacedPosts['pair'] | null = null;
  points.id.forEach((id, i) => {
    const distances = points.id.map((_, j) =>
      i === j
        ? Infinity
        : metresBetween(points.lng[i]!, points.lat[i]!, points.lng[j]!, points.lat[j]!),
    );
    const nearest = Math.min(...distances);
    if (!lone && nearest > 30) lone = { id, near: `${points.lng[i]}x${points.lat[i]}x20` };
    const twin = distances.findIndex((distance) => distance < 0.5);
    if (!pair && twin >= 0) pair = [id, points.id[twin]!];
  });
  if (!lone || !pair) throw new Error('The demo map lacks a lone post or two at one spot');
  return { lone, pair };
}
