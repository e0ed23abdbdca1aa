import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import type { Post } from '@highwater/core/api/posts';
import { axeFindings } from './axe-driver.ts';
import { DEMO, PHONE } from './driver.ts';
import { waitForLiveStream } from './live-driver.ts';
import { peopleOfEachTest } from './people.ts';
import { photoWithExif, ResidentDriver } from './report-driver.ts';

const people = peopleOfEachTest();

// Ben runs the Norfolk Resilience Office, whose Neighborhood Flood Reports takes public reports.
const GROUP = 'norfolk-resilience';
const SLUG = 'neighborhood-flood-reports';
const REPORT = `/report/${GROUP}/${SLUG}`;
const MAP = `/${GROUP}/${SLUG}/map`;
/** Where the photo was taken: a Norfolk street corner. */
const PLACE = { lat: 36.85312, lng: -76.28745 };

describe('the public report page', () => {
  it('takes a resident’s photo report, with the photo’s time and place, onto a staff map live', async () => {
    const takenAt = new Date(Math.floor((Date.now() - 2 * 3_600_000) / 60_000) * 60_000);
    const photo = await photoWithExif(PLACE, takenAt);

    // Ben has the project's map open on the street corner.
    const ben = await people.signedInProfile(DEMO.ben);
    const project = await ben.projectBySlug(SLUG);
    const live = waitForLiveStream(ben, project.id);
    await ben.openProjectMap(`${MAP}?since=ever&near=${PLACE.lng}x${PLACE.lat}x40`);
    await live;

    // A resident on a phone reports, taking the time and place the photo offers.
    const resident = new ResidentDriver(await people.open({ viewport: PHONE }));
    await resident.user.visit(REPORT);
    await resident.addPhoto('flood.jpg', photo);
    await resident.waitForUploads(1);
    const offer = resident.exifOffer();
    await offer.getByRole('button', { name: 'Use them' }).click();
    await resident.page.getByText('The photo’s time and place are filled in.').waitFor();
    expect(await resident.page.getByLabel(/^When did you see it\?/).inputValue()).not.toBe('');
    await resident.page
      .locator('#report-place-status')
      .getByText(/^Place chosen: 36\.85312/)
      .waitFor();

    await resident.question('Is the street passable?').getByLabel('No').check();
    await resident.page.getByLabel(/^How deep is the water\?/).fill('8');
    const flooded = resident.question('What is flooded?');
    await flooded.getByLabel('street').check();
    await flooded.getByLabel('sidewalk').check();
    await resident.question('Where is the water coming from?').getByLabel('high tide').check();
    await resident.page.getByLabel(/^What did you see\?/).fill('Water across Granby Street');
    await resident.page.getByLabel('Name').fill('Rosa Díaz');
    await resident.page.getByLabel('E-mail').fill('rosa@example.test');
    await resident.send();

    const thanks = resident.thanks();
    await thanks.getByRole('heading', { name: 'Thank you for your report' }).waitFor();
    const sentAt = Date.now();
    const link = thanks.getByRole('link', { name: 'See your report’s public page' });
    const postId = Number((await link.getAttribute('href'))?.replace('/p/', ''));
    expect(postId).toBeGreaterThan(0);

    // Ben's open map shows it within 2 s, without a reload.
    await ben.mapPoint(`Sighting ${postId}`).waitFor({ timeout: 2_000 });
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    const post = await ben.apiGet<Post>(`/api/v3/cx/local-projects/${project.id}/posts/${postId}`);
    expect(Date.parse(post.observed_at)).toBe(takenAt.getTime());
    expect(post.lat).toBeCloseTo(PLACE.lat, 4);
    expect(post.lng).toBeCloseTo(PLACE.lng, 4);
    expect(post.content).toBe('Water across Granby Street');

    // The photo as served keeps no position.
    const media = post.media[0];
    if (!media) throw new Error('The report has no photo');
    const served = Buffer.from(
      await (await fetch(new URL(media.url, resident.user.baseUrl))).arrayBuffer(),
    );
    expect(served.length).toBeGreaterThan(0);
    expect(await exifr.gps(served).catch(() => undefined)).toBeUndefined();
  });

  it('has no serious accessibility findings, in English and Spanish', async () => {
    for (const lang of ['en', 'es']) {
      const resident = new ResidentDriver(await people.open({ viewport: PHONE, bypassCSP: true }));
      await resident.user.visit(`${REPORT}?lang=${lang}`);
      await resident.page.locator('#report-map .map-canvas[aria-busy="false"]').waitFor();
      expect(await axeFindings(resident.page), lang).toEqual([]);
    }
  });
});
