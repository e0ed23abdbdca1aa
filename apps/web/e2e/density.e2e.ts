import { describe, expect, it } from 'vitest';
import type { PostsDensity } from '@highwater/core/api/density';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

const MAP = '/norfolk-resilience/neighborhood-flood-reports/map';

describe('the density layer of the project map', () => {
  it('draws the sightings of the view as squares with a scale, and steps aside when off', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}?since=ever`);
    const answered = user.page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname.endsWith('/posts/density'),
      { timeout: 60_000 },
    );
    await user.skipMapGuideIfShown();
    await user.setMapLayer('Density', true);
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as PostsDensity;
    expect(answer.bins.length).toBeGreaterThan(0);
    expect(answer.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(answer.total);

    // Every bin is drawn, and the legend says in words how many sightings the view holds.
    await expect
      .poll(() => user.mapArea().getAttribute('data-density-squares'))
      .toBe(String(answer.bins.length));
    const legend = user.page.getByRole('region', { name: 'Sightings per square' });
    await expect
      .poll(() => legend.getByRole('status').textContent())
      .toContain(`${answer.total.toLocaleString('en-US')} sighting`);
    expect(await legend.getByRole('listitem').count()).toBeGreaterThan(0);
    // Zoomed out, the squares stand for the points; at a street, the points are drawn too.
    expect(Number(new URL(response.url()).searchParams.get('zoom'))).toBeLessThan(14);
    await expect.poll(() => user.mapPointDisplay()).toBe('hidden');
    expect(await legend.textContent()).toContain('Zoom in to see each sighting.');
    const [lng, lat] = (await user.mapHash()).replace('#', '').split('/');
    await user.openProjectMap(`${MAP}?since=ever#${lng}/${lat}/16`);
    const street = legend.getByRole('status');
    await expect.poll(() => street.textContent()).toMatch(/sightings? in view$/);
    await expect.poll(() => user.mapPointDisplay()).not.toBe('hidden');

    await user.setMapLayer('Density', false);
    await expect.poll(() => legend.count()).toBe(0);
    await expect.poll(() => user.mapArea().getAttribute('data-density-squares')).toBeNull();
    expect(await user.mapPointDisplay()).not.toBe('hidden');
  });
});
