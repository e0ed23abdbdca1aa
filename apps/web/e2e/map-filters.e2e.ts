import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '@highwater/core/api/projects';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

/** Ben's project with severity, allow_exports and the standard statuses. */
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

function statusId(project: ProjectDetail, label: string): number {
  const status = project.statuses.find((item) => item.label === label);
  if (!status) throw new Error(`The demo project has no status "${label}"`);
  return status.id;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

describe('the filters of the project map', () => {
  it('applies a status and two severities: the list, the map and the address agree', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const confirmed = statusId(project, 'Confirmed');
    const everything = await user.postsTotalFor(project.id, new URLSearchParams());
    await user.openProjectMap(MAP);

    await user.chooseTimeRange('Any time');
    await user.setFilterChoice('Status', 'Confirmed');
    await user.setFilterChoice('Severity', 'Medium');
    await user.setFilterChoice('Severity', 'High');
    const drawn = user.nextMapPoints();
    await user.applyFilters();
    const { query, points } = await drawn;

    // The address holds the filters under the spec's keys.
    const address = user.addressQuery();
    expect(address.getAll('status')).toEqual([String(confirmed)]);
    expect(sorted(address.getAll('severity').map(Number))).toEqual([3, 4]);
    expect(address.get('since')).toBe('ever');

    // The map asked for those filters, and drew only posts that pass them.
    expect(query.getAll('with_statuses')).toEqual([String(confirmed)]);
    const [field, op, ...levels] = (query.get('structured_data') ?? '').split(',');
    expect([field, op, sorted(levels.map(Number))]).toEqual(['severity_level', 'in', [3, 4]]);
    expect(query.has('from_date')).toBe(false);
    expect(points.total).toBe(points.id.length);
    expect(new Set(points.status_id)).toEqual(new Set([confirmed]));
    expect(points.severity_level.every((level) => level === 3 || level === 4)).toBe(true);

    // The same count everywhere: the posts API, the list, the map and the timeline.
    const expected = await user.postsTotalFor(
      project.id,
      new URLSearchParams([
        ['with_statuses', String(confirmed)],
        ['structured_data', 'severity_level,in,3,4'],
      ]),
    );
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(everything);
    expect(points.total).toBe(expected);
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBe(expected);
    await expect.poll(() => user.timelineTotal(), { timeout: 20_000 }).toBe(expected);
    await user.waitForMap();
    expect(await user.mapPointDisplay()).toBe('markers');
    await expect
      .poll(async () => sorted(await user.mapMarkerPostIds()), { timeout: 20_000 })
      .toEqual(sorted(points.id));
  });

  it('opens a copied address with filters in a fresh browser with the same view', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const reviewing = statusId(project, 'Reviewing');
    await user.openProjectMap(MAP);
    await user.chooseTimeRange('Any time');
    await user.typeKeyword('drain');
    await user.setFilterChoice('Status', 'Reviewing');
    const drawn = user.nextMapPoints();
    await user.applyFilters();
    const { points } = await drawn;
    expect(points.total).toBeGreaterThan(0);
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBe(points.total);
    const copied = new URL(user.page.url());
    expect(copied.searchParams.get('keyword')).toBe('drain');
    expect(copied.searchParams.getAll('status')).toEqual([String(reviewing)]);
    const expected = await user.postsTotalFor(
      project.id,
      new URLSearchParams([
        ['text', 'drain'],
        ['with_statuses', String(reviewing)],
      ]),
    );
    expect(points.total).toBe(expected);

    const other = await people.signedInProfile(DEMO.ben);
    await other.openProjectMap(`${copied.pathname}${copied.search}`);

    expect(other.addressQuery().toString()).toBe(copied.searchParams.toString());
    expect(await other.keywordField().inputValue()).toBe('drain');
    expect(await other.filterChoice('Status', 'Reviewing').isChecked()).toBe(true);
    for (const label of ['New', 'Confirmed', 'Resolved']) {
      expect(await other.filterChoice('Status', label).isChecked()).toBe(false);
    }
    expect(
      await other.filtersPanel().getByRole('radio', { name: 'Any time', exact: true }).isChecked(),
    ).toBe(true);
    await expect.poll(() => other.sightingsTotal(), { timeout: 20_000 }).toBe(expected);
    await expect.poll(() => other.timelineTotal(), { timeout: 20_000 }).toBe(expected);
  });

  it('says why a custom date before the project starts cannot be applied', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    await user.chooseTimeRange('Custom dates');
    const from = user.customDate('From');
    if (!project.start_date) throw new Error('The demo project has a start date');
    const start = new Date(project.start_date);
    await user.typeCustomYear('From', start.getUTCFullYear() - 1);

    const error = user.filtersPanel().getByRole('alert');
    await error.waitFor();
    const said = await error.textContent();
    expect(said).toMatch(/^The project starts on .+: choose that day or a later one\.$/);
    expect(await user.description(from)).toContain(said);

    // Apply keeps the filters and takes the user to the date that needs changing.
    await user.filtersPanel().getByRole('button', { name: 'Apply', exact: true }).click();
    await expect
      .poll(() => from.evaluate((group) => group.contains(document.activeElement)))
      .toBe(true);
    expect(user.addressQuery().has('after')).toBe(false);

    await user.typeCustomYear('From', start.getUTCFullYear() + 1);
    await error.waitFor({ state: 'detached' });
    await user.applyFilters();
    expect(new Date(user.addressQuery().get('after') ?? '').getUTCFullYear()).toBe(
      start.getUTCFullYear() + 1,
    );
  });

  it('puts the range from before a weather event back on None, in the panel and the toolbar', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    await user.chooseTimeRange('Last 30 days');
    await user.applyFilters();
    const event = (await user.weatherEventField().locator('option').nth(1).textContent()) ?? '';

    await user.chooseFromSearchMenu(new RegExp(`^${escapeRegExp(event)}`));
    expect(user.addressQuery().has('weather-event')).toBe(true);
    await expect.poll(() => user.timeRangeChosen('Custom dates')).toBe(true);
    // None in the panel, left unapplied; then None in the toolbar.
    await user.weatherEventField().selectOption({ label: 'None' });
    await expect.poll(() => user.timeRangeChosen('Last 30 days')).toBe(true);
    await user.chooseFromSearchMenu('None');
    await expect.poll(() => user.addressQuery().toString()).toBe('since=30-days');

    // An event in the panel, the toolbar's None (nothing applied to undo), the panel's None.
    await user.weatherEventField().selectOption({ label: event });
    await user.chooseFromSearchMenu('None');
    await user.weatherEventField().selectOption({ label: 'None' });
    await expect.poll(() => user.timeRangeChosen('Last 30 days')).toBe(true);
    expect(await user.filtersPanel().getByRole('group', { name: 'From' }).count()).toBe(0);
  });
});
