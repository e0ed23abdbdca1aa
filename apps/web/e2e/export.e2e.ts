import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { recordCalls, recordDownloads } from './calls-driver.ts';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

/** Ben's two Norfolk projects: one allows exports, the other does not. */
const EXPORTS = 'neighborhood-flood-reports';
const NO_EXPORTS = 'noreaster-response';
const mapOf = (slug: string) => `/norfolk-resilience/${slug}/map`;

describe('export from the project map', () => {
  it('downloads a CSV whose rows are the sightings of the list', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(EXPORTS);
    expect(project.allow_exports).toBe(true);
    const confirmed = project.statuses.find((status) => status.label === 'Confirmed');
    if (!confirmed) throw new Error('The demo project has no status "Confirmed"');
    await user.openProjectMap(`${mapOf(EXPORTS)}?since=ever&status=${confirmed.id}`);
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBeGreaterThan(0);
    const listed = await user.sightingsTotal();

    const { fileName, text, query } = await user.exportFile('csv');

    expect(fileName).toBe(`${EXPORTS}.csv`);
    expect(query.getAll('with_statuses')).toEqual([String(confirmed.id)]);
    // One byte order mark for spreadsheet programs, then the header.
    expect(text.startsWith('\uFEFFid,')).toBe(true);
    const [header, ...rows] = parse(text.slice(1));
    expect(header).toEqual(expect.arrayContaining(['id', 'observed_at', 'status', 'link']));
    expect(rows).toHaveLength(listed!);
    expect(rows.every((row) => row.length === header!.length)).toBe(true);
    const idColumn = header!.indexOf('id');
    const statusColumn = header!.indexOf('status');
    expect(new Set(rows.map((row) => row[statusColumn]))).toEqual(new Set(['Confirmed']));
    const expectedIds = await user.postIdsFor(
      project.id,
      new URLSearchParams([['with_statuses', String(confirmed.id)]]),
    );
    expect(rows.map((row) => Number(row[idColumn]))).toEqual(expectedIds);
    // The button is ready again for the next export.
    await user
      .exportButton()
      .filter({ hasText: /^Export$/ })
      .waitFor();
    expect(await user.exportButton().isEnabled()).toBe(true);
  });

  it('downloads the same sightings as GeoJSON for GIS', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(EXPORTS);
    await user.openProjectMap(`${mapOf(EXPORTS)}?since=ever`);
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBeGreaterThan(0);

    const { fileName, text, query } = await user.exportFile('geojson');

    expect(fileName).toBe(`${EXPORTS}.geojson`);
    expect(query.get('format')).toBe('geojson');
    const collection = JSON.parse(text) as {
      type: string;
      features: { id: number; geometry: { type: string; coordinates: number[] } }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((feature) => feature.id)).toEqual(
      await user.postIdsFor(project.id, new URLSearchParams()),
    );
    expect(collection.features.every((feature) => feature.geometry.type === 'Point')).toBe(true);
  });

  it('downloads the CSV once for a double click on its format', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(`${mapOf(EXPORTS)}?since=ever`);
    const exports = recordCalls(user, 'GET', '/export-posts');
    const downloads = recordDownloads(user);
    const saved = user.page.waitForEvent('download', { timeout: 60_000 });

    await user.exportButton().click();
    await user.exportFormat('csv').dblclick();
    await saved;
    // Ready again: every export the clicks started has answered by now.
    await user
      .exportButton()
      .filter({ hasText: /^Export$/ })
      .waitFor();

    expect(exports).toHaveLength(1);
    expect(downloads).toHaveLength(1);
  });

  it('shows no Export button on a project that does not allow exports', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(NO_EXPORTS);
    expect(project.allow_exports).toBe(false);
    await user.openProjectMap(`${mapOf(NO_EXPORTS)}?since=ever`);
    // The toolbar is drawn (its searches menu is there), but without Export.
    await user.searchMenuButton().waitFor();
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await user.exportButton().count()).toBe(0);
  });
});
