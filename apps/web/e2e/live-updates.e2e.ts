import { describe, expect, it } from 'vitest';
import { ConversationDriver } from './comments-driver.ts';
import { DEMO } from './driver.ts';
import { announcement, checkedStatus, presenceHint, waitForLiveStream } from './live-driver.ts';
import { peopleOfEachTest } from './people.ts';
import { choosePostStatus, postApart, postPanel, sightingRows } from './post-driver.ts';

const people = peopleOfEachTest();

// Ben and Dee share the Norfolk Resilience Office and its projects.
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

describe('live updates between two people of one group', () => {
  it('shows one person’s status change and comment to the other, without a reload', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const project = await ben.projectBySlug(SLUG);
    // Each test file that changes statuses takes a post of its own.
    const post = await postApart(ben, project.id, 3);
    const dee = await people.signedInProfile(DEMO.dee);

    // Dee has the post open beside the map and its one row in the list.
    const deeLive = waitForLiveStream(dee, project.id);
    const deeTalk = new ConversationDriver(dee);
    await deeTalk.openPost(MAP, post.id, `?since=ever&near=${post.near}`);
    await deeLive;
    await dee.waitForMap();
    await sightingRows(dee).first().waitFor();
    const before = await checkedStatus(dee, post.id).getAttribute('value');
    const next = project.statuses.find((status) => String(status.id) !== before);
    if (!next) throw new Error('The demo project needs two statuses');

    // Ben opens the same post: each sees the other there, and never themselves.
    const benTalk = new ConversationDriver(ben);
    await benTalk.openPost(MAP, post.id, `?since=ever&near=${post.near}`);
    await presenceHint(dee, post.id).getByText('Ben also has this sighting open').waitFor();
    await presenceHint(ben, post.id).getByText('Dee also has this sighting open').waitFor();

    // Ben changes the status: Dee's panel, row and map tooltip follow, and she hears of it.
    await choosePostStatus(ben, post.id, next.label);
    await expect
      .poll(() => checkedStatus(dee, post.id).getAttribute('value'), { timeout: 20_000 })
      .toBe(String(next.id));
    await sightingRows(dee).first().getByText(next.label, { exact: true }).waitFor();
    await announcement(dee)
      .getByText(new RegExp(`^Ben Carter changed .+ to ${next.label}$`))
      .waitFor();
    await dee.hoverMapPoint(`Sighting ${post.id}`);
    expect(await dee.mapTooltip().getByLabel(`Status of sighting ${post.id}`).inputValue()).toBe(
      String(next.id),
    );
    // Ben is not told of his own change.
    expect(await announcement(ben).textContent()).toBe('');

    // Ben comments: the comment shows in Dee's open panel, and she hears of it.
    const text = `Crew on the way #${Date.now().toString(36)}`;
    await benTalk.chooseTab(/^Comments/);
    await benTalk.textBox().fill(text);
    await benTalk.send();
    await ben.notification('Comment added').waitFor();
    await deeTalk.chooseTab(/^Comments/);
    await deeTalk.comment(text).waitFor({ timeout: 20_000 });
    await announcement(dee)
      .getByText(/^Ben Carter commented on /)
      .waitFor();

    // Ben closes the post: Dee's hint goes.
    await ben.page.getByRole('button', { name: 'Back to the map' }).click();
    await presenceHint(dee, post.id).waitFor({ state: 'detached', timeout: 20_000 });
    expect(await postPanel(dee, post.id).isVisible()).toBe(true);
  });
});
