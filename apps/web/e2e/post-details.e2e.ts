import { describe, expect, it } from 'vitest';
import type { Post } from '@highwater/core/api/posts';
import type { ProjectDetail } from '@highwater/core/api/projects';
import { formatAnswer } from '@highwater/core/format/answer';
import type { SystemOfMeasure } from '@highwater/core/constants';
import type { User } from '@highwater/core/api/user';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import {
  chooseStatus,
  chooseSystem,
  chosenSystem,
  detailValue,
  historyChanges,
  inchesQuestion,
  norfolkProjectId,
  openDetails,
  openPost,
  postWithWeatherAndInches,
  readApi,
  savedSystem,
} from './post-details-driver.ts';

const people = peopleOfEachTest();
/** The shared machine can be slow to refetch after a change. */
const WAIT = { timeout: 20_000 };

/** The inches answer as the table should read it in English. */
function inchesText(post: Post, system: SystemOfMeasure): string {
  const answer = post.structured_answers
    .flatMap((group) => group.answers)
    .find((item) => item.question.unit === 'INCHES')!;
  return formatAnswer(answer, {
    locale: 'en',
    system,
    timeZone: post.time_zone.name,
    words: { yes: 'Yes', no: 'No' },
  }).replace(/[\u00a0\u202f]/g, ' ');
}

describe('post details', () => {
  it('switches the system of measure, and the choice stays after a reload', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const post = await postWithWeatherAndInches(ben);
    const question = inchesQuestion(post);
    await openPost(ben, post.id);
    await openDetails(ben);

    expect(await chosenSystem(ben)).toBe('Imperial');
    expect(await detailValue(ben, question)).toBe(inchesText(post, 'IMPERIAL'));
    expect(await detailValue(ben, 'Actual temperature')).toMatch(/°F$/);

    await chooseSystem(ben, 'Metric');
    await expect.poll(() => detailValue(ben, question), WAIT).toBe(inchesText(post, 'METRIC'));
    expect(await detailValue(ben, 'Actual temperature')).toMatch(/°C$/);
    await expect.poll(() => savedSystem(ben), WAIT).toBe('METRIC');

    await ben.page.reload();
    await openDetails(ben);
    expect(await chosenSystem(ben)).toBe('Metric');
    expect(await detailValue(ben, question)).toBe(inchesText(post, 'METRIC'));

    // Leave the demo account as it was for the tests that follow.
    await chooseSystem(ben, 'Imperial');
    await expect.poll(() => savedSystem(ben), WAIT).toBe('IMPERIAL');
  });

  it('shows a status change at the top of the history', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const projectId = await norfolkProjectId(ben);
    const project = await readApi<ProjectDetail>(ben, `/api/v3/cx/local-projects/${projectId}`);
    const post = await postWithWeatherAndInches(ben);
    const statuses = [...project.statuses].sort((a, b) => a.order - b.order);
    const current = statuses.find((status) => status.id === post.status_id) ?? statuses[0]!;
    const next = statuses.find((status) => status.id !== current.id)!;
    await openPost(ben, post.id);
    const before = await historyChanges(ben);

    await chooseStatus(ben, post.id, next.label);

    const change = `Status: ${current.label} → ${next.label}`;
    await expect.poll(() => historyChanges(ben), WAIT).toEqual([change, ...before]);
    const newest = ben.page.locator('.post-history__entry').first();
    const me = await readApi<User>(ben, '/api/v2/me');
    expect(await newest.locator('.post-history__name').innerText()).toBe(
      `${me.firstName} ${me.lastName}`,
    );
  });
});
