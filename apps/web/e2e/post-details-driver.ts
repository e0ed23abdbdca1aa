import type { Post, PostsPage } from '@highwater/core/api/posts';
import type { ProjectSummary } from '@highwater/core/api/projects';
import type { User } from '@highwater/core/api/user';
import type { AppUser } from './driver.ts';

/** Helpers for the post panel's details table and history, on top of the main driver. */

export const NORFOLK_MAP = '/norfolk-resilience/neighborhood-flood-reports/map';

const PROJECT_SLUG = NORFOLK_MAP.split('/')[2];
const RECENT_POSTS = 30;

/**
 * A GET of the product API as the signed-in user. Access tokens are short-lived in the browser
 * tests and an idle page may hold an expired one: after a 401 the page is reloaded, which has the
 * app refresh its session, and the GET is tried again.
 */
export async function readApi<T>(user: AppUser, path: string): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await user.apiGet<T>(path);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes(': 401')) throw error;
      await user.page.reload();
      await user.waitForShell();
    }
  }
}

export async function norfolkProjectId(user: AppUser): Promise<number> {
  const projects = await readApi<ProjectSummary[]>(user, '/api/v3/cx/local-projects');
  const project = projects.find((item) => item.slug === PROJECT_SLUG);
  if (!project) throw new Error(`No project ${PROJECT_SLUG}`);
  return project.id;
}

/** Recent posts of the project in full, one at a time, until `wanted` accepts one. */
async function findRecentPost(user: AppUser, wanted: (post: Post) => boolean): Promise<Post[]> {
  const projectId = await norfolkProjectId(user);
  const page = await readApi<PostsPage>(
    user,
    `/api/v3/cx/local-projects/${projectId}/posts?limit=${RECENT_POSTS}`,
  );
  const seen: Post[] = [];
  for (const summary of page.results) {
    const post = await readApi<Post>(
      user,
      `/api/v3/cx/local-projects/${projectId}/posts/${summary.id}`,
    );
    seen.push(post);
    if (wanted(post)) break;
  }
  return seen;
}

const hasInches = (post: Post) =>
  post.structured_answers.some((group) =>
    group.answers.some((answer) => answer.question.unit === 'INCHES' && answer.value !== ''),
  );
const answerCount = (post: Post) =>
  post.structured_answers.reduce((sum, group) => sum + group.answers.length, 0);

/** A recent post whose details show the weather and an answer in inches, read from the API. */
export async function postWithWeatherAndInches(user: AppUser): Promise<Post> {
  const wanted = (post: Post) =>
    hasInches(post) && typeof post.weather_details?.actual_temp === 'number';
  const found = (await findRecentPost(user, wanted)).find(wanted);
  if (!found) throw new Error('No post with weather and an answer in inches');
  return found;
}

/** The recent post with the most to show: weather, a few history entries, then many answers. */
export async function fullestPost(user: AppUser): Promise<Post> {
  const posts = (await findRecentPost(user, () => false)).filter(
    (post) => post.weather_details !== null,
  );
  const score = (post: Post) => Math.min(post.history.length, 3) * 100 + answerCount(post);
  const [best] = posts.sort((a, b) => score(b) - score(a));
  if (!best) throw new Error('No post with weather');
  return best;
}

/** The question title of the post's first answer in inches. */
export function inchesQuestion(post: Post): string {
  for (const group of post.structured_answers) {
    const found = group.answers.find((answer) => answer.question.unit === 'INCHES');
    if (found) return found.question.title;
  }
  throw new Error('No answer in inches');
}

export async function openPost(user: AppUser, postId: number, query = ''): Promise<void> {
  await user.visit(`${NORFOLK_MAP}/${postId}${query}`);
  // The history comes with the loaded post (a skeleton holds its place before).
  await user.page.locator('.post-history').first().waitFor({ timeout: 30_000 });
  await user.skipMapGuideIfShown();
}

/** Opens the panel's Details section unless it is open already (it is remembered). */
export async function openDetails(user: AppUser): Promise<void> {
  const toggle = user.page.getByRole('button', { name: /^(Details|Detalles)$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await user.page.locator('.post-details__table').waitFor();
}

/** The text of the details row labelled `label`, with no-break spaces made plain. */
export async function detailValue(user: AppUser, label: string): Promise<string> {
  const row = user.page.locator('.post-details__table tr', {
    has: user.page.getByRole('rowheader', { name: label, exact: true }),
  });
  const text = await row.locator('td').innerText();
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

export async function chooseSystem(user: AppUser, label: string): Promise<void> {
  // React Aria keeps the radio input visually hidden: click its visible label.
  await user.page.locator('.system-switch__option', { hasText: label }).click();
}

export async function chosenSystem(user: AppUser): Promise<string> {
  return user.page.locator('.system-switch__option[data-selected]').innerText();
}

/** The history's "what changed" lines, newest first as shown. */
export async function historyChanges(user: AppUser): Promise<string[]> {
  return user.page.locator('.post-history__change').allInnerTexts();
}

/** Picks a status on the panel's status stepper and waits until the server has saved it. */
export async function chooseStatus(user: AppUser, postId: number, label: string): Promise<void> {
  const saved = user.page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith(`/posts/${postId}/status`),
  );
  await user.page.locator('.status-stepper__step', { hasText: label }).click();
  await saved;
}

/** The user's saved system of measure, as the server has it. */
export async function savedSystem(user: AppUser): Promise<string> {
  const me = await readApi<User>(user, '/api/v2/me');
  return me.userSettings.preferredSystemOfMeasure;
}
