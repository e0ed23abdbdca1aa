import { describe, expect, it } from 'vitest';
import { sightingZone } from '@highwater/core/format/sighting-time';
import { DEMO, PHONE } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

/** The day of a moment in a zone, as a native date input writes it ('2026-03-10'). */
const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);

describe('the project map on a phone', () => {
  it('opens the filters and sightings overlays from the mobile bar', async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: PHONE });
    const project = await user.projectBySlug(SLUG);
    const confirmed = project.statuses.find((status) => status.label === 'Confirmed');
    if (!confirmed) throw new Error('The demo project has no status "Confirmed"');
    await user.openProjectMap(MAP);
    // The project's default range is not a filter the user applied.
    expect(await user.appliedFilterCount()).toEqual({ badge: 0, announced: 0 });

    // Filters open as an overlay through filters=open; closing it returns to the map.
    await user.openFromMobileBar('Filters');
    expect(user.addressQuery().get('filters')).toBe('open');
    await user.closeSheet('Filters');
    expect(user.addressQuery().has('filters')).toBe(false);
    await user.mobileBar().waitFor();
    expect(await user.mapArea().isVisible()).toBe(true);

    // Apply three filters (time range, status, severity): the overlay closes itself.
    await user.openFromMobileBar('Filters');
    await user.chooseTimeRange('Any time');
    await user.setFilterChoice('Status', 'Confirmed');
    await user.setFilterChoice('Severity', 'High');
    const drawn = user.nextMapPoints();
    await user.applyFilters();
    const { points } = await drawn;
    await user.sheet('Filters').waitFor({ state: 'detached' });
    const address = user.addressQuery();
    expect(address.has('filters')).toBe(false);
    expect(address.get('since')).toBe('ever');
    expect(address.getAll('status')).toEqual([String(confirmed.id)]);
    expect(address.getAll('severity')).toEqual(['4']);
    expect(await user.appliedFilterCount()).toEqual({ badge: 3, announced: 3 });

    // Sightings open through posts=open and count what the map shows.
    await user.openFromMobileBar('Sightings');
    expect(user.addressQuery().get('posts')).toBe('open');
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBe(points.total);
    expect(points.total).toBeGreaterThan(0);
    await user.closeSheet('Sightings');
    expect(user.addressQuery().has('posts')).toBe(false);
    expect(user.addressQuery().getAll('status')).toEqual([String(confirmed.id)]);
    expect(await user.mapArea().isVisible()).toBe(true);
    expect(await user.appliedFilterCount()).toEqual({ badge: 3, announced: 3 });
  });

  it("applies custom dates from the browser's own pickers, bounded by the project", async () => {
    const user = await people.signedInProfile(DEMO.ben, { viewport: PHONE });
    const project = await user.projectBySlug(SLUG);
    if (!project.start_date) throw new Error('The demo project has a start date');
    const start = Date.parse(project.start_date);
    await user.openProjectMap(MAP);
    await user.openFromMobileBar('Filters');
    await user.chooseTimeRange('Custom dates');
    const own = await user.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const zone = sightingZone('local', project.center, own);
    const from = user.filtersPanel().getByLabel('From', { exact: true });
    const to = user.filtersPanel().getByLabel('To', { exact: true });
    expect(await from.getAttribute('min')).toContain(dayIn(new Date(start), zone));
    expect(await to.getAttribute('max')).toContain(dayIn(new Date(), zone));

    await from.fill(`${dayIn(new Date(start - 86_400_000), zone)}T10:00`);
    const error = user.filtersPanel().getByRole('alert');
    expect(await error.textContent()).toMatch(/^The project starts on /);
    expect(await user.description(from)).toBe(await error.textContent());

    // A month ago, with To left at now (off the 15-minute steps): Apply closes the sheet.
    const monthAgo = dayIn(new Date(Date.now() - 30 * 86_400_000), zone);
    await from.fill(`${monthAgo}T10:00`);
    await error.waitFor({ state: 'detached' });
    await user.applyFilters();
    await user.sheet('Filters').waitFor({ state: 'detached' });
    expect(dayIn(new Date(user.addressQuery().get('after') ?? ''), zone)).toBe(monthAgo);
  });
});
