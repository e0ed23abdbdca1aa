import { describe, expect, it } from 'vitest';
import type { Language } from '@highwater/core/constants';
import type { PlaceList } from '@highwater/core/api/geo';
import type { Post } from '@highwater/core/api/posts';
import { axeFindings } from './axe-driver.ts';
import { makeJpeg } from './comments-driver.ts';
import { DEMO, PHONE, type AppUser } from './driver.ts';
import { waitForLiveStream } from './live-driver.ts';
import { NewSightingDriver } from './new-sighting-driver.ts';
import { peopleOfEachTest } from './people.ts';
import { apiGet, postPanel, sightingRows } from './post-driver.ts';

const people = peopleOfEachTest();

// Ben and Dee share the Norfolk Resilience Office. Its Nor'easter Response project takes the new
// sightings: the other files' counts are of its Neighborhood Flood Reports.
const SLUG = 'noreaster-response';
/** The last day only: few enough points that each is drawn as a marker of its own. */
const MAP = `/norfolk-resilience/${SLUG}/map?since=24-hours`;

/** The id of the sighting the address has open (…/map/{id}). */
async function openedPostId(user: AppUser): Promise<number> {
  await user.waitForPath(/\/map\/\d+$/);
  return Number(/\/map\/(\d+)$/.exec(user.path())?.[1]);
}

/** The sighting as stored, read back through the product API. */
async function storedPost(user: AppUser, postId: number): Promise<Post> {
  const project = await user.projectBySlug(SLUG);
  return apiGet<Post>(user, `/api/v3/cx/local-projects/${project.id}/posts/${postId}`);
}

/** The answers of a stored post by question title. */
const answersOf = (post: Post) =>
  Object.fromEntries(
    post.structured_answers
      .flatMap((group) => group.answers)
      .map((answer) => [answer.question.title, answer.value]),
  );

describe('a member adds a sighting on the map screen', () => {
  it('placed by a click on the map, with a photo and answers; a colleague’s open map and list show it', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const dee = await people.signedInProfile(DEMO.dee);
    const project = await dee.projectBySlug(SLUG);
    const deeLive = waitForLiveStream(dee, project.id);
    await dee.openProjectMap(MAP);
    await deeLive;
    await ben.openProjectMap(MAP);
    await ben.skipMapGuideIfShown();

    const form = new NewSightingDriver(ben);
    await form.open();
    await form.clickMap(0.4, 0.45);
    await form.pin().waitFor();
    await form.chosenPlace().waitFor();
    await form.attach(await makeJpeg('flooded-crossing.jpg', 320, 240));
    await form.uploaded('flooded-crossing.jpg').waitFor();
    await form.chooseOption('Is the street passable?', 'No');
    await form.field(/^How deep is the water\?/).fill('9');
    await form.tick('What is flooded?', 'sidewalk');
    await form.field('Description').fill('Phoned in: water across the crossing by the school.');
    await form.submit();

    // Ben's new sighting opens beside his map, logged by him.
    const postId = await openedPostId(ben);
    await postPanel(ben, postId).getByText('Logged by Ben Carter').waitFor();
    await ben.notification('Sighting added').waitFor();

    // Dee's open map and list show it, without a reload.
    await dee.mapPoint(`Sighting ${postId}`).waitFor({ timeout: 20_000 });
    await sightingRows(dee)
      .and(dee.page.locator(`[data-post-id="${postId}"]`))
      .waitFor();
    await dee.mapPoint(`Sighting ${postId}`).click();
    await postPanel(dee, postId).getByText('Logged by Ben Carter').waitFor();

    const stored = await storedPost(ben, postId);
    expect(stored.source).toBe('staff');
    expect(stored.author?.first_name).toBe('Ben');
    expect(stored.media).toHaveLength(1);
    expect(stored.content).toBe('Phoned in: water across the crossing by the school.');
    expect(answersOf(stored)).toMatchObject({
      'Is the street passable?': 'false',
      'How deep is the water?': '9',
      'What is flooded?': '["sidewalk"]',
    });
  });

  it('placed by an address search on a phone, then listed among the sightings', async () => {
    const ben = await people.signedInProfile(DEMO.ben, { viewport: PHONE });
    await ben.openProjectMap(MAP);
    const form = new NewSightingDriver(ben);
    await form.open();
    const found: PlaceList[] = [];
    ben.page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/places')) {
        void response.json().then((list: PlaceList) => found.push(list));
      }
    });
    await form.searchPlace('Granby', /Granby/);
    await form
      .chosenPlace()
      .filter({ hasText: /Granby/ })
      .waitFor();
    await form.attach(await makeJpeg('granby-street.jpg', 320, 240));
    await form.uploaded('granby-street.jpg').waitFor();
    await form.chooseOption('Is the street passable?', 'Yes');
    await form.chooseOption('Where is the water coming from?', 'storm drain');
    await form.submit();

    const postId = await openedPostId(ben);
    await postPanel(ben, postId).getByText('Logged by Ben Carter').waitFor();
    const stored = await storedPost(ben, postId);
    // Placed where the chosen result is; named by the project's street there, else the city.
    const chosen = found.flatMap((list) => list.results).find((p) => /Granby/.test(p.place_name));
    expect(stored.lng).toBeCloseTo(chosen!.center[0], 5);
    expect(stored.lat).toBeCloseTo(chosen!.center[1], 5);
    expect(stored.location).toBeTruthy();
    expect(answersOf(stored)).toMatchObject({
      'Is the street passable?': 'true',
      'Where is the water coming from?': 'storm drain',
    });

    // Back on the map, the sightings sheet lists it first (the newest observed).
    await ben.page.getByRole('button', { name: 'Close' }).first().click();
    await ben.page.getByRole('button', { name: 'Sightings' }).click();
    await expect
      .poll(() => sightingRows(ben).first().getAttribute('data-post-id'))
      .toBe(String(postId));
  });

  it('shows each field’s problem instead of sending what cannot be taken', async () => {
    const ben = await people.signedInProfile(DEMO.ben);
    const sent: string[] = [];
    ben.page.on('request', (request) => {
      if (request.method() === 'POST' && /\/local-projects\/\d+\/posts$/.test(request.url())) {
        sent.push(request.url());
      }
    });
    await ben.openProjectMap(MAP);
    await ben.skipMapGuideIfShown();
    const form = new NewSightingDriver(ben);
    await form.open();
    await form.field(/^How deep is the water\?/).fill('knee deep');
    const lasted = form.question('How long did the flooding last?');
    await lasted.getByLabel('From').fill('2026-01-05T11:00');
    await lasted.getByLabel('To').fill('2026-01-05T09:30');
    await form.submit();

    const search = form.form().getByRole('searchbox');
    expect(await form.problemOf(search)).toBe('Choose where you saw the flooding.');
    await expect.poll(() => ben.page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    expect(await form.problemOf(form.addMediaButton())).toBe('Add at least one photo or video.');
    expect(await form.problemOf(form.field(/^How deep is the water\?/))).toBe(
      'Enter a number, such as 12 or 4.5.',
    );
    expect(await form.problemOf(lasted.getByLabel('From'))).toBe(
      'The end cannot be before the start.',
    );
    expect(sent).toEqual([]);

    // Fixing a field takes its message away.
    await form.clickMap(0.5, 0.5);
    await expect.poll(() => form.problemOf(search)).toBeNull();

    // Escape asks before losing what was typed; focus comes back to "Add sighting".
    await form.field('Description').focus();
    await ben.page.keyboard.press('Escape');
    await ben.page
      .getByRole('alertdialog', { name: 'Discard this sighting?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await form.form().waitFor({ state: 'detached' });
    await expect
      .poll(() => ben.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Add sighting');
    expect(sent).toEqual([]);
  });
});

describe.each<Language>(['en', 'es'])('the open form, checked by axe, in %s', (language) => {
  it('has no serious or critical finding, beside the map and in a phone’s sheet', async () => {
    const desk = await people.signedInProfile(DEMO.ben, { bypassCSP: true, language });
    await desk.openProjectMap(MAP);
    await desk.skipMapGuideIfShown();
    const form = new NewSightingDriver(desk);
    await form.open();
    await form.submit();
    await form.form().getByRole('alert').waitFor();
    expect(await axeFindings(desk.page), 'desktop form').toEqual([]);

    const phone = await people.signedInProfile(DEMO.ben, {
      bypassCSP: true,
      language,
      viewport: PHONE,
    });
    await phone.openProjectMap(MAP);
    const sheet = new NewSightingDriver(phone);
    await sheet.open();
    expect(await axeFindings(phone.page), 'phone sheet').toEqual([]);
  });
});
