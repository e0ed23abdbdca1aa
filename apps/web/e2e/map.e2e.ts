import { describe, expect, it } from 'vitest';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { postApart } from './post-driver.ts';

const people = peopleOfEachTest();

/** Ben's project with severity, seen from its map; every time, so there is plenty on it. */
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;
const EVER = '?since=ever';

describe('the project map', () => {
  it('narrows the time range by dragging across the timeline', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}${EVER}`);
    const before = await user.timelineTotal();
    expect(before).toBeGreaterThan(10);

    await user.dragTimeline(0.55, 0.85);
    await user.page.waitForURL(
      (url) => url.searchParams.has('after') && url.searchParams.has('before'),
    );
    const url = new URL(user.page.url());
    expect(url.searchParams.has('since')).toBe(false);
    expect(new Date(url.searchParams.get('after')!).getTime()).toBeLessThan(
      new Date(url.searchParams.get('before')!).getTime(),
    );
    await user.waitForMap();
    await expect.poll(() => user.timelineTotal(), { timeout: 20_000 }).toBeLessThan(before);
  });

  it('changes a status from the map tooltip, and the post keeps it after a reload', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const detail = await user.projectBySlug(SLUG);
    const post = await postApart(user, detail.id, 0);
    const current = post.statusId ?? detail.statuses.find((s) => s.default)?.id;
    const next = detail.statuses.find((status) => status.id !== current);
    if (!next) throw new Error('The demo project needs two statuses');

    await user.openProjectMap(`${MAP}${EVER}&near=${post.near}`);
    expect(await user.page.locator('.hw-map__canvas').getAttribute('data-point-display')).toBe(
      'markers',
    );
    await user.hoverMapPoint(`Sighting ${post.id}`);
    await user.setStatusOnMap(post.id, next.label);

    await user.page.reload();
    await user.waitForMap();
    await user.hoverMapPoint(`Sighting ${post.id}`);
    const select = user.mapTooltip().getByLabel(`Status of sighting ${post.id}`);
    await expect.poll(() => select.inputValue()).toBe(String(next.id));
  });

  it('opens the selected point beside the map, and goes back keeping the position', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const detail = await user.projectBySlug(SLUG);
    const post = await postApart(user, detail.id, 0);
    await user.openProjectMap(`${MAP}${EVER}&near=${post.near}`);
    const hash = await user.mapHash();

    await user.mapPoint(`Sighting ${post.id}`).click();
    await user.waitForPath(`${MAP}/${post.id}`);
    await user.selectionCards().first().waitFor();
    expect(await user.selectionCards().count()).toBe(1);
    expect(new URL(user.page.url()).searchParams.get('near')).toBe(post.near);

    await user.page.getByRole('button', { name: 'Back to the map' }).click();
    await user.waitForPath(MAP);
    expect(await user.mapHash()).toBe(hash);
  });

  it('switches to the satellite layer and back', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}${EVER}`);
    const notice = user.mapNotice('No satellite imagery is available offline');
    expect(await notice.count()).toBe(0);

    await user.setMapLayer('Satellite', true);
    await notice.waitFor();
    await user.page.reload();
    await user.waitForMap();
    await notice.waitFor();

    await user.setMapLayer('Satellite', false);
    await notice.waitFor({ state: 'detached' });
  });

  it('keeps the map position in the address across a reload', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}${EVER}`);
    await user.zoomMapIn();
    await user.zoomMapIn();
    const hash = await user.mapHash();
    expect(hash).toMatch(/^#-?\d+(\.\d{1,4})?\/-?\d+(\.\d{1,4})?\/\d+(\.\d{1,4})?$/);

    await user.page.reload();
    await user.waitForMap();
    // A map that fitted the points instead would have written another position by now.
    await user.page.waitForTimeout(1500);
    expect(await user.mapHash()).toBe(hash);
  });

  it("makes the next visit's map ahead at the size this one has", async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${MAP}${EVER}`);
    const size = await user.mapArea().evaluate((area) => ({
      window: { width: window.innerWidth, height: window.innerHeight },
      map: { width: area.clientWidth, height: area.clientHeight },
    }));
    expect(size.map.width).toBeGreaterThan(0);
    expect(
      await user.page.evaluate(
        (): unknown => JSON.parse(localStorage.getItem('highwater.mapSize') ?? 'null') as unknown,
      ),
    ).toEqual(size);

    // The map made ahead of the next visit, as it is made.
    await user.page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (node instanceof HTMLElement && node.classList.contains('spare-map')) {
              (window as unknown as { spareSize: unknown }).spareSize = {
                width: parseFloat(node.style.width),
                height: parseFloat(node.style.height),
              };
              observer.disconnect();
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await user.page.reload();
    await user.waitForMap();
    expect(
      await user.page.evaluate(() => (window as unknown as { spareSize: unknown }).spareSize),
    ).toEqual(size.map);
    // The screen took that map: no map of its own, no other size.
    expect(await user.page.locator('.maplibregl-canvas').count()).toBe(1);
    expect(await user.page.locator('.hw-map__canvas .spare-map').count()).toBe(1);
  });
});
