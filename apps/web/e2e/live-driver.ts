import type { Locator } from 'playwright-core';
import type { AppUser } from './driver.ts';
import { postPanel } from './post-driver.ts';

/** Helpers of the live-update browser tests: two people on one project at once. */

/** The polite announcement of another person's change. */
export const announcement = (user: AppUser): Locator =>
  user.page.locator('.live-announcement[aria-live="polite"]');

/** The post panel's hint of who else has it open. */
export const presenceHint = (user: AppUser, postId: number): Locator =>
  postPanel(user, postId).locator('.presence-hint');

/** The status the post panel's stepper shows as chosen. */
export const checkedStatus = (user: AppUser, postId: number): Locator =>
  postPanel(user, postId).getByRole('radio', { checked: true });

/** Waits until the page holds the project's event stream open. */
export async function waitForLiveStream(user: AppUser, projectId: number): Promise<void> {
  await user.page.waitForResponse(
    (response) =>
      response.url().includes(`/local-projects/${projectId}/events`) && response.status() === 200,
    { timeout: 30_000 },
  );
}
