import type { Locator } from 'playwright-core';
import type { PostsPage } from '@highwater/core/api/posts';
import type { AppUser } from './driver.ts';

/** Browser-test helpers for finding one's way by keyboard: what has focus, Tab, skip links. */

/** Whether the element has the keyboard focus. */
export const hasFocus = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/** Waits until the element has the keyboard focus. */
export async function waitForFocus(user: AppUser, target: Locator): Promise<void> {
  const handle = await target.elementHandle();
  await user.page.waitForFunction((element) => element === document.activeElement, handle);
}

/** The focused element's id, or its tag name when it has none ('BODY' when focus is lost). */
export const focusedId = (user: AppUser): Promise<string> =>
  user.page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName || '');

/**
 * Presses Tab until the focused element lies inside the target (at most `limit` times): the
 * number of presses it took, or null when it never got there.
 */
export async function tabsUntilInside(
  user: AppUser,
  target: Locator,
  limit: number,
): Promise<number | null> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await user.page.keyboard.press('Tab');
    if (await target.evaluate((element) => element.contains(document.activeElement))) {
      return presses;
    }
  }
  return null;
}

/** The text of each of the first Tab stops of a freshly loaded page, and whether it showed. */
export async function firstTabStops(
  user: AppUser,
  count: number,
): Promise<{ text: string; shown: boolean }[]> {
  const stops: { text: string; shown: boolean }[] = [];
  for (let index = 0; index < count; index += 1) {
    await user.page.keyboard.press('Tab');
    stops.push(
      await user.page.evaluate(() => {
        const element = document.activeElement;
        const box = element?.getBoundingClientRect();
        return {
          text: element?.textContent?.trim() ?? '',
          shown: Boolean(box && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight),
        };
      }),
    );
  }
  return stops;
}

/** Presses a skip link with the keyboard (focus, Enter). */
export async function followSkipLink(user: AppUser, name: string): Promise<void> {
  const link = user.page.getByRole('link', { name, exact: true });
  await link.focus();
  await user.page.keyboard.press('Enter');
}

/** The text of the element with the keyboard focus. */
export const focusedText = (user: AppUser): Promise<string> =>
  user.page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** An element's accessible description: the text of the elements its aria-describedby names. */
export const description = (target: Locator): Promise<string> =>
  target.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim(),
  );

/** The id of a project's newest post (observed), found through the API. */
export async function newestPostId(user: AppUser, projectId: number): Promise<number> {
  const page = await user.apiGet<PostsPage>(
    `/api/v3/cx/local-projects/${projectId}/posts?limit=1&from_date=2000-01-01`,
  );
  const [post] = page.results;
  if (!post) throw new Error(`Project ${projectId} has no posts`);
  return post.id;
}
