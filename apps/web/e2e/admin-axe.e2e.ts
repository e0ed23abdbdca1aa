import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@highwater/core/constants';
import { axeFindings } from './axe-driver.ts';
import { DEMO, DEMO_PROVIDER_ADMIN, type AppUser, type OpenOptions } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { HARBOUR_REGION_FILE } from './admin-fixtures.ts';

const people = peopleOfEachTest();

/** axe may inject its script: the pages' policy allows no inline script. */
const AXE: OpenOptions = { bypassCSP: true };

let files: string;
beforeAll(async () => {
  files = await mkdtemp(path.join(tmpdir(), 'highwater-admin-axe-'));
  await writeFile(path.join(files, 'ward.geojson'), JSON.stringify(HARBOUR_REGION_FILE));
});
afterAll(async () => {
  if (files) await rm(files, { recursive: true, force: true });
});

/**
 * Walks the administration in one browser profile, page after page, and gathers what axe finds
 * on each (no serious or critical finding, nor one of the rules the product keeps clean). Pages
 * further in are reached by the links of the pages before them, as a person would find them.
 */
class AdminWalk {
  readonly findings: Record<string, string[]> = {};

  constructor(
    private readonly user: AppUser,
    private readonly lang: Language,
  ) {}

  get page() {
    return this.user.page;
  }

  /** Opens an admin address in the walk's language. */
  async open(address: string, status = 200): Promise<void> {
    const url = new URL(address, 'http://x');
    url.searchParams.set('lang', this.lang);
    const answer = await this.page.goto(`${url.pathname}${url.search}`);
    expect(answer?.status(), address).toBe(status);
  }

  /** The first link on the page whose address matches, without its query. */
  async link(pattern: RegExp): Promise<string> {
    const hrefs = await this.page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const found = hrefs.map((href) => href.split('?')[0]!).find((href) => pattern.test(href));
    expect(found, `a link like ${pattern} on ${this.page.url()}`).toBeDefined();
    return found!;
  }

  async check(name: string): Promise<void> {
    const found = await axeFindings(this.page);
    if (found.length > 0) this.findings[name] = found;
  }

  async visit(name: string, address: string, status = 200): Promise<void> {
    await this.open(address, status);
    await this.check(name);
  }

  /** Every page a group admin has, from the first user group the list shows. */
  async groupPages(): Promise<void> {
    await this.visit('settings', '/admin/settings');
    await this.visit('user groups', '/admin/user-groups');
    const group = await this.link(/^\/admin\/user-groups\/\d+$/);
    await this.visit('user group', group);
    await this.visit('new project', `${group}/projects/new`);
    await this.open(group);
    const project = await this.link(/^\/admin\/projects\/\d+$/);
    await this.visit('project settings', project);
    await this.visit('statuses', `${project}/statuses`);
    await this.visit('status removal', await this.link(/\/statuses\/\d+\/remove/));
    await this.visit('regions', `${project}/regions`);
    await this.page.locator('input[type="file"]').setInputFiles(path.join(files, 'ward.geojson'));
    await Promise.all([
      this.page.waitForEvent('load'),
      this.page.locator('form[enctype="multipart/form-data"] button[type="submit"]').click(),
    ]);
    await this.page.locator('.region-map__canvas[aria-busy="false"]').waitFor();
    await this.check('region upload preview');
    await this.visit('surveys', '/admin/surveys');
    await this.visit('project survey', `${project}/surveys`);
    await this.visit('survey topic', await this.link(/\/surveys\/topics\/\d+$/));
    await this.visit('survey question', await this.link(/\/surveys\/questions\/\d+$/));
    await this.visit('weather events', `${project}/weather-events`);
    await this.visit('people', '/admin/people');
    await this.visit('people removal', await this.link(/\/remove$/));
    await this.visit('project audit', `${project}/audit`);
  }
}

describe.each<Language>(['en', 'es'])('accessibility (axe) of the administration in %s', (lang) => {
  it('as the provider admin, with the outbox and the account pages', async () => {
    // Signs in through the English login page; the walk's pages are in its language.
    const pat = await people.open(AXE);
    await pat.signIn(DEMO_PROVIDER_ADMIN);
    const walk = new AdminWalk(pat, lang);
    await walk.groupPages();
    // A password-reset link for Cy arrives in the outbox (no mail server): its form, and a dead link.
    await walk.visit('forgot password', '/account/forgot-password');
    await pat.page.locator('#email').fill(DEMO.cy);
    await Promise.all([pat.page.waitForEvent('load'), pat.page.locator('#email').press('Enter')]);
    await walk.check('forgot password, sent');
    await walk.visit('outbox', '/admin/outbox');
    const mail = pat.page.locator('li.mail').filter({ hasText: DEMO.cy }).first();
    const link = /https?:\/\/\S+\/account\/set-password\?\S+/.exec(
      (await mail.locator('pre').textContent()) ?? '',
    )?.[0];
    expect(link, 'a set-password link in the outbox').toBeDefined();
    await walk.visit('set password', new URL(link!).pathname + new URL(link!).search);
    await walk.visit('set password, dead link', '/account/set-password?token=expired', 410);
    expect(walk.findings).toEqual({});
  });

  it('as a group admin', async () => {
    const ben = await people.signedInProfile(DEMO.ben, { ...AXE, locale: lang });
    const walk = new AdminWalk(ben, lang);
    await walk.groupPages();
    expect(walk.findings).toEqual({});
  });
});
