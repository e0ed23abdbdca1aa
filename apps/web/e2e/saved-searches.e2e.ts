import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;

describe('saved searches on the project map', () => {
  it('saves, reopens, renames and deletes a search with the spec’s messages', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    const resolved = project.statuses.find((status) => status.label === 'Resolved');
    if (!resolved) throw new Error('The demo project has no status "Resolved"');
    const stored = () =>
      user.apiGet<SavedSearch[]>(`/api/v3/cx/saved-searches?project_id=${project.id}`);
    const suffix = Date.now().toString(36);
    const title = `Resolved drains ${suffix}`;
    const renamed = `Cleared drains ${suffix}`;

    // Save: the filters being edited are applied and stored under the title.
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    await user.chooseTimeRange('Any time');
    await user.setFilterChoice('Status', 'Resolved');
    await user.saveSearch(title);
    await user.notification(`Saved search “${title}” created`).waitFor();
    // The message leaves the toolbar's searches menu and Export button within reach.
    expect(await user.canBePressed(user.searchMenuButton())).toBe(true);
    expect(await user.canBePressed(user.exportButton())).toBe(true);
    await user.page.waitForURL((url) => url.searchParams.get('status') === String(resolved.id));
    await expect(user.searchMenuButton().textContent()).resolves.toBe(title);
    const saved = (await stored()).filter((search) => search.title === title);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.query).toEqual(
      expect.arrayContaining([
        ['status', String(resolved.id)],
        ['since', 'ever'],
      ]),
    );

    // Clear, then choose it from the menu: its filters come back.
    await user.filtersPanel().getByRole('button', { name: 'Clear', exact: true }).click();
    await user.page.waitForURL((url) => !url.searchParams.has('status'));
    await expect.poll(() => user.filterChoice('Status', 'Resolved').isChecked()).toBe(false);
    await user.chooseFromSearchMenu(title);
    await user.page.waitForURL((url) => url.searchParams.get('status') === String(resolved.id));
    await expect.poll(() => user.filterChoice('Status', 'Resolved').isChecked()).toBe(true);

    // Rename.
    await user.renameSelectedSearch(title, renamed);
    await user.notification(`Successfully updated saved search “${renamed}”`).waitFor();
    expect((await stored()).map((search) => search.title)).toContain(renamed);
    expect((await stored()).map((search) => search.title)).not.toContain(title);
    expect(await user.searchMenuItems()).toContain(renamed);

    // Delete, after the confirmation.
    const confirmation = await user.askToDeleteSelectedSearch(renamed);
    expect((await confirmation.textContent()) ?? '').toContain(
      `Are you sure you want to delete “${renamed}”`,
    );
    await user.confirmDialog(confirmation, 'Delete');
    await user.notification(`Successfully deleted saved search “${renamed}”`).waitFor();
    expect((await stored()).map((search) => search.title)).not.toContain(renamed);
    expect(await user.searchMenuItems()).not.toContain(renamed);
  });
});
