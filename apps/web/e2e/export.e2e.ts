import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AppUser, DEMO, launchBrowser } from './driver.ts';

let browser: Browser;
let user: AppUser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

afterEach(async () => {
  await user.close();
});

/** Ben's two Norfolk projects: one allows exports, the other does not. */
const EXPORTS = 'neighborhood-flood-reports';
const NO_EXPORTS = 'noreaster-response';
const mapOf = (slug: string) => `/norfolk-resilience/${slug}/map`;

async function signedIn(): Promise<AppUser> {
  const person = await AppUser.open(browser, inject('baseUrl'));
  await person.signIn(DEMO.ben);
  return person;
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('export from the project map', () => {
  it('downloads a CSV whose rows are the sightings of the list', async () => {
    user = await signedIn();
    const project = await user.projectBySlug(EXPORTS);
    expect(project.allow_exports).toBe(true);
    const confirmed = project.statuses.find((status) => status.label === 'Confirmed');
    if (!confirmed) throw new Error('The demo project has no status "Confirmed"');
    await user.openProjectMap(`${mapOf(EXPORTS)}?since=ever&status=${confirmed.id}`);
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBeGreaterThan(0);
    const listed = await user.sightingsTotal();

    const { fileName, text, query } = await user.exportCsv();

    expect(fileName).toBe(`${EXPORTS}.csv`);
    expect(query.getAll('with_statuses')).toEqual([String(confirmed.id)]);
    // One byte order mark for spreadsheet programs, then the header.
    expect(text.startsWith('\uFEFFid,')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
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

  it('shows no Export button on a project that does not allow exports', async () => {
    user = await signedIn();
    const project = await user.projectBySlug(NO_EXPORTS);
    expect(project.allow_exports).toBe(false);
    await user.openProjectMap(`${mapOf(NO_EXPORTS)}?since=ever`);
    // The toolbar is drawn (its searches menu is there), but without Export.
    await user.searchMenuButton().waitFor();
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await user.exportButton().count()).toBe(0);
  });
});
