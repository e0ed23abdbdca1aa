import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../../server/test/helpers/smtp-server.ts';
import { AppUser, DEMO_PASSWORD, DEMO_PROVIDER_ADMIN } from './driver.ts';
import { startServer, type RunningServer } from './server.ts';
import { demoSnapshot } from './test-server.ts';
import { workerBrowser } from './worker-browser.ts';
import { HARBOUR_REGION, HARBOUR_REGION_FILE } from './admin-fixtures.ts';

const PAT = DEMO_PROVIDER_ADMIN;

const GROUP = { name: 'Tidewater Drainage', slug: 'tidewater-drainage' };
const PROJECT = { name: 'Seawall Overtopping', slug: 'seawall-overtopping' };
const STATUSES = 3;
const TOPIC = 'Blocked drains';
const STAFF = { email: 'rae.tide@example.org', first: 'Rae', last: 'Tide' };
const STAFF_PASSWORD = 'a-long-tidewater-password';

/** Follows a link, or presses a button, that loads another page, and waits for it to load. */
async function go(page: Page, press: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), press()]);
}

/**
 * The event streams a page opens, in order: when each one ended (its body finished or it
 * failed), and what it answered.
 */
function watchEventStreams(page: Page) {
  const streams: { request: Request; status?: number; endedAt?: number }[] = [];
  const isStream = (request: Request) => new URL(request.url()).pathname.endsWith('/events');
  page.on('request', (request) => {
    if (isStream(request)) streams.push({ request });
  });
  page.on('response', (response) => {
    const entry = streams.find((stream) => stream.request === response.request());
    if (entry) entry.status = response.status();
  });
  const ended = (request: Request) => {
    const entry = streams.find((stream) => stream.request === request);
    if (entry && entry.endedAt === undefined) entry.endedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return streams;
}

describe('the administration, end to end', () => {
  let browser: Browser;
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let files: string;
  const opened: AppUser[] = [];

  beforeAll(async () => {
    [browser, smtp, files] = await Promise.all([
      workerBrowser(),
      startSmtpServer(),
      mkdtemp(path.join(tmpdir(), 'highwater-admin-e2e-')),
    ]);
    server = await startServer({ SMTP_URL: smtp.url }, demoSnapshot());
  });

  afterAll(async () => {
    await Promise.all(opened.map((person) => person.close()));
    await server?.stop();
    await smtp?.close();
    if (files) await rm(files, { recursive: true, force: true });
  });

  const open = async () => {
    const person = await AppUser.open(browser, server.baseUrl);
    opened.push(person);
    return person;
  };

  it('sets up a group and its project, invites staff who see it, and removes them', async () => {
    // 1. Pat signs in and sets up a client group with a project.
    const pat = await open();
    await pat.signIn(PAT, DEMO_PASSWORD);
    const admin = pat.page;
    await admin.goto('/admin/user-groups');
    await admin.getByRole('heading', { name: 'User groups', level: 1 }).waitFor();
    await go(admin, () => admin.getByRole('link', { name: 'New user group' }).click());
    await admin.getByLabel('Name', { exact: true }).fill(GROUP.name);
    await admin.getByLabel(/^Slug/).fill(GROUP.slug);
    await go(admin, () => admin.getByRole('button', { name: 'Create user group' }).click());
    await admin.getByRole('heading', { name: GROUP.name, level: 1 }).waitFor();

    await go(admin, () => admin.getByRole('link', { name: 'New project' }).click());
    await admin.getByLabel('Name', { exact: true }).fill(PROJECT.name);
    await admin.getByLabel(/^Slug/).fill(PROJECT.slug);
    await go(admin, () => admin.getByRole('button', { name: 'Create project' }).click());
    await admin.getByRole('heading', { name: PROJECT.name, level: 1 }).waitFor();
    const projectNav = admin.getByRole('navigation', { name: 'Project administration' });

    // Three statuses: a new project may start with some; add until there are three.
    await go(admin, () => projectNav.getByRole('link', { name: 'Statuses' }).click());
    const statusCards = admin.locator('ol.status-list > li');
    for (let count = await statusCards.count(); count < STATUSES; count++) {
      const adding = admin.getByRole('form', { name: 'New status' });
      await adding.getByLabel('Name', { exact: true }).fill(`Stage ${count + 1}`);
      await go(admin, () => adding.getByRole('button', { name: 'Add status' }).click());
    }
    expect(await statusCards.count()).toBe(STATUSES);
    const statusNames = (await statusCards.getByRole('heading').allTextContents()).map((text) =>
      text.replace(/\s*Default$/, '').trim(),
    );

    // A region from a GeoJSON file: previewed, then confirmed.
    await go(admin, () => projectNav.getByRole('link', { name: 'Regions' }).click());
    const geojson = path.join(files, 'harbour.geojson');
    await writeFile(geojson, JSON.stringify(HARBOUR_REGION_FILE));
    await admin.getByLabel('GeoJSON file').setInputFiles(geojson);
    const baseMapTiles: number[] = [];
    admin.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/base-map/')) {
        baseMapTiles.push(response.status());
      }
    });
    await go(admin, () => admin.getByRole('button', { name: 'Check and preview' }).click());
    await admin.getByRole('heading', { name: 'Preview the new regions' }).waitFor();
    // The region over the offline base map: the map is named, loaded, and has drawn its region.
    await admin
      .getByRole('region', { name: 'Map of the new regions: the arrow keys move it, + and − zoom' })
      .waitFor();
    const previewMap = admin.locator('.region-map__canvas');
    await previewMap.locator('canvas').waitFor();
    await previewMap.and(admin.locator('[aria-busy="false"]')).waitFor();
    expect(await previewMap.getAttribute('data-drawn-regions')).toBe('1');
    expect(baseMapTiles).toContain(200);
    await admin
      .getByRole('listitem')
      .filter({ hasText: `${HARBOUR_REGION} · 4 corners` })
      .waitFor();
    await go(admin, () => admin.getByRole('button', { name: 'Save this region' }).click());
    await admin.getByRole('cell', { name: HARBOUR_REGION, exact: true }).waitFor();

    // A survey topic with two questions.
    await go(admin, () => projectNav.getByRole('link', { name: 'Survey' }).click());
    const addTopic = admin.getByRole('form', { name: 'Add a topic' });
    await addTopic.getByLabel('Name', { exact: true }).fill(TOPIC);
    await go(admin, () => addTopic.getByRole('button', { name: 'Add', exact: true }).click());
    if (!(await admin.getByRole('heading', { name: TOPIC, level: 1 }).isVisible())) {
      await go(admin, () => admin.getByRole('link', { name: TOPIC, exact: true }).click());
    }
    const addQuestion = async (title: string, type: string, options?: string[]) => {
      await go(admin, () => admin.getByRole('link', { name: 'Add a question' }).click());
      await admin.getByLabel('Question', { exact: true }).fill(title);
      await admin.getByRole('radio', { name: type, exact: true }).check();
      if (options) await admin.getByLabel(/^Options/).fill(options.join('\n'));
      await go(admin, () => admin.getByRole('button', { name: 'Save', exact: true }).click());
      await admin.getByText(title, { exact: true }).waitFor();
    };
    await addQuestion('Is the drain blocked?', 'Yes or no');
    await addQuestion('What blocks it?', 'Choice', ['Leaves', 'Litter', 'Sediment']);
    await expect.poll(() => admin.locator('ol.questions > li').count()).toBe(2);

    // 2. Pat invites a new staff member into the group.
    await go(admin, () =>
      admin
        .getByRole('navigation', { name: 'Administration' })
        .getByRole('link', { name: 'People' })
        .click(),
    );
    const invite = admin.getByRole('region', { name: 'Invite someone' });
    const groupField = invite.getByLabel('Group', { exact: true });
    if ((await groupField.count()) > 0) await groupField.selectOption({ label: GROUP.name });
    await invite.getByLabel('E-mail', { exact: true }).fill(STAFF.email);
    await invite.getByLabel(/^First name/).fill(STAFF.first);
    await invite.getByLabel(/^Last name/).fill(STAFF.last);
    await invite.getByRole('radio', { name: /^Staff/ }).check();
    await invite.getByRole('radio', { name: 'English' }).check();
    await go(admin, () => invite.getByRole('button', { name: 'Send invitation' }).click());
    await admin.getByText('Invitation sent.').waitFor();

    // 3. The invitation arrives; its link sets a password in a browser of the staff member's own.
    const mail = await smtp.nextMessageTo(STAFF.email, 15_000);
    const link = /https?:\/\/\S+\/account\/set-password\?\S+/.exec(mail.text ?? '')?.[0];
    expect(link, `a set-password link in:\n${mail.text}`).toBeDefined();
    const staff = await open();
    await staff.page.goto(link!);
    await staff.page.getByLabel(/^New password$/).fill(STAFF_PASSWORD);
    await staff.page.getByLabel('New password again').fill(STAFF_PASSWORD);
    const streams = watchEventStreams(staff.page);
    await staff.page.getByRole('button', { name: 'Save password and sign in' }).click();

    // The dashboard opens the project's map, the only one the staff member has.
    await staff.waitForPath(`/${GROUP.slug}/${PROJECT.slug}/map`);
    await staff.waitForMap();
    await staff.skipMapGuideIfShown();
    const statusFilter = staff
      .filtersPanel()
      .getByRole('group', { name: 'Status', exact: true })
      .getByRole('checkbox');
    await expect.poll(() => statusFilter.count()).toBe(STATUSES);
    for (const name of statusNames)
      await staff.filterChoice('Status', name).waitFor({ state: 'attached' });
    await staff.filterChoice('Region', HARBOUR_REGION).waitFor({ state: 'attached' });
    await staff.filterChoice('Topic', TOPIC).waitFor({ state: 'attached' });
    const project = await staff.projectBySlug(PROJECT.slug);

    // The map's live stream is open.
    await expect
      .poll(() => streams.some((s) => s.status === 200 && s.endedAt === undefined))
      .toBe(true);
    const live = streams.find((s) => s.status === 200 && s.endedAt === undefined)!;

    // 4. Pat removes the staff member from the group.
    await admin.reload();
    await go(admin, () =>
      admin.getByRole('link', { name: `Remove: ${STAFF.first} ${STAFF.last}` }).click(),
    );
    await admin
      .getByRole('heading', { name: `Remove ${STAFF.first} ${STAFF.last} from ${GROUP.name}?` })
      .waitFor();
    const removedAt = Date.now();
    await go(admin, () => admin.getByRole('button', { name: 'Remove from the group' }).click());
    await admin.getByText('Removed from the group. Their access ended at once.').waitFor();

    // The open map's stream ends within 2 s; the app's next try is refused.
    await expect.poll(() => live.endedAt, { timeout: 5_000 }).toBeDefined();
    expect(live.endedAt! - removedAt).toBeLessThan(2_000);
    await expect
      .poll(() => streams.slice(streams.indexOf(live) + 1).find((s) => s.status)?.status, {
        timeout: 10_000,
      })
      .toBe(404);

    // The staff member's next call for the project answers 404.
    const token = (await staff.storedSession())?.access_token;
    const answer = await fetch(new URL(`/api/v3/cx/local-projects/${project.id}`, server.baseUrl), {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    expect(answer.status).toBe(404);
  });
});
