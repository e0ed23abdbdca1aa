import { readFile } from 'node:fs/promises';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Locator,
  type Request,
} from 'playwright-core';
import type { PostPoints, PostsPage } from '@highwater/core/api/posts';
import { launchChromium } from './chromium.ts';
import { SESSION_STORAGE_KEY } from '@highwater/core/constants';
import { parseNearPoint } from '@highwater/core/filters/api-query';
import type { ProjectDetail, ProjectSummary } from '@highwater/core/api/projects';

/** The one file that talks to Playwright: specs read as user stories through these helpers. */

export const DEMO_PASSWORD = 'highwater-demo';
export const DEMO = {
  /** Member of two client groups. */
  ana: 'ana@demo.highwater.test',
  /** Member of one client group. */
  ben: 'ben@demo.highwater.test',
  /** Member of no client group. */
  cy: 'cy@demo.highwater.test',
  /** Ben's colleague in his client group, with no comments or seen sightings of her own. */
  dee: 'dee@demo.highwater.test',
  /** Member of one client group that has one project. */
  eli: 'eli@demo.highwater.test',
} as const;

/** The demo's provider administrator (not among DEMO: the run does not sign her in up front). */
export const DEMO_PROVIDER_ADMIN = 'pat@demo.highwater.test';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** Chromium for the browser tests, with its GPU off. */
export const launchBrowser = (): Promise<Browser> => launchChromium(['--disable-gpu']);

export interface OpenOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  /** Lets a test inject a script of its own (axe), which the page's policy would refuse. */
  bypassCSP?: boolean;
}

/** A person using the app in one browser profile. */
export class AppUser {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly baseUrl: string,
    /** The access token of the state the profile was opened with, for look-ups before a visit. */
    private readonly openedToken: string | undefined,
  ) {}

  /** A new browser profile: empty, or with the cookies and storage of `storageState`. */
  static async open(
    browser: Browser,
    baseUrl: string,
    options: OpenOptions = {},
    storageState?: BrowserContextOptions['storageState'],
  ) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? DESKTOP,
      locale: options.locale ?? 'en-US',
      bypassCSP: options.bypassCSP ?? false,
      storageState,
    });
    const page = await context.newPage();
    const stored = typeof storageState === 'object' ? storageState.origins : [];
    const session = stored
      .flatMap((origin) => origin.localStorage)
      .find((item) => item.name === SESSION_STORAGE_KEY);
    const token = session && (JSON.parse(session.value) as { access_token?: string }).access_token;
    return new AppUser(context, page, baseUrl, token);
  }

  close(): Promise<void> {
    return this.context.close();
  }

  async visit(path = '/'): Promise<void> {
    await this.page.goto(path);
  }

  /** The log-in prompt's link, shown to a signed-out visitor. */
  logInLink(): Locator {
    return this.page.getByRole('link', { name: /^(Log In|Iniciar sesión)$/ });
  }

  /** Waits for the log-in prompt of a signed-out visitor. */
  async seesLogInPrompt(): Promise<void> {
    await this.logInLink().waitFor();
  }

  /** From the log-in prompt through the identity service's login page, back into the app. */
  async signIn(email: string, password = DEMO_PASSWORD, path = '/'): Promise<void> {
    await this.visit(path);
    await this.seesLogInPrompt();
    await this.page.getByRole('link', { name: 'Log In' }).click();
    await this.fillLoginForm(email, password);
    await this.waitForShell();
  }

  async fillLoginForm(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel('Work e-mail').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** The signed-in shell: the navigation rail, or the phone's chooser button. */
  shell(): Locator {
    return this.page.locator('.left-nav, .chooser-button').first();
  }

  async waitForShell(): Promise<void> {
    await this.shell().waitFor({ timeout: 30_000 });
  }

  path(): string {
    const url = new URL(this.page.url());
    return url.pathname;
  }

  async waitForPath(path: string | RegExp): Promise<void> {
    await this.page.waitForURL((url) =>
      typeof path === 'string' ? url.pathname === path : path.test(url.pathname),
    );
  }

  projectMenu() {
    return this.page.locator('.project-menu__button');
  }

  /** Opens the toolbar's project menu and picks a project by name. */
  async chooseProject(name: string): Promise<void> {
    await this.projectMenu().click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async projectMenuNames(): Promise<string[]> {
    await this.projectMenu().click();
    const names = await this.page.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    return names;
  }

  async openHelp(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Help|Ayuda)$/ }).click();
    await this.page.getByRole('dialog').waitFor();
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  /** Switches the interface language in the help dialog's preferences. */
  async switchLanguage(label: 'English' | 'Español'): Promise<void> {
    await this.openHelp();
    // The radio input is visually hidden behind its label: press the label.
    await this.page.getByRole('dialog').getByText(label, { exact: true }).click();
    await this.closeDialog();
  }

  async navigateTo(label: string): Promise<void> {
    await this.page.getByRole('navigation').getByLabel(label, { exact: true }).click();
  }

  avatar() {
    return this.page.locator('a.avatar');
  }

  /** Right-click on the avatar, then confirm "Sign out?". */
  async signOutFromAvatar(): Promise<void> {
    await this.avatar().click({ button: 'right' });
    const dialog = this.page.getByRole('alertdialog', { name: 'Sign out?' });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await this.seesLogInPrompt();
  }

  /** Opens the phone chooser ("Choose project and more details"). */
  async openChooser(): Promise<void> {
    await this.page
      .getByRole('button', {
        name: /Choose project and more details|Elegir proyecto y más detalles/,
      })
      .click();
    await this.page.getByRole('dialog').waitFor();
  }

  async clearStoredSession(): Promise<void> {
    await this.page.evaluate(() => window.localStorage.clear());
  }

  /** Makes the stored tokens look `seconds` older, as after that long away from the page. */
  async ageStoredSession(seconds: number): Promise<void> {
    await this.page.evaluate((ms) => {
      const raw = window.localStorage.getItem('highwater.session');
      if (raw === null) throw new Error('No stored session to age');
      const session = JSON.parse(raw) as { retrieved_at: number };
      session.retrieved_at -= ms;
      window.localStorage.setItem('highwater.session', JSON.stringify(session));
    }, seconds * 1000);
  }

  storedSession(): Promise<{ access_token: string; retrieved_at: number } | null> {
    return this.page.evaluate(() => {
      const raw = window.localStorage.getItem('highwater.session');
      return raw ? (JSON.parse(raw) as { access_token: string; retrieved_at: number }) : null;
    });
  }

  /** Records the grant types of the token calls this page makes from now on. */
  recordTokenGrants(): string[] {
    const grants: string[] = [];
    this.page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/identity/token')) {
        grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
      }
    });
    return grants;
  }

  /** Every address this tab requests or is shown at, frames included, from now on. */
  recordAddresses(): string[] {
    const addresses: string[] = [];
    this.page.on('request', (request: Request) => addresses.push(request.url()));
    this.page.on('framenavigated', (frame) => addresses.push(frame.url()));
    return addresses;
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name });
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }
  // Project map: the map, its points and tooltip, the timeline and the selection.

  /**
   * A GET of the product API as the signed-in user (to find test data, never to act), made from
   * Node with the page's token, or with the profile's own before the page has shown the app: a
   * test looks its data up first, then loads only the screen it is about.
   */
  async apiGet<T>(path: string): Promise<T> {
    const token = this.page.url().startsWith(this.baseUrl)
      ? (await this.storedSession())?.access_token
      : this.openedToken;
    const response = await fetch(new URL(path, this.baseUrl), {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  /** Waits until the project map has drawn the points of the current filters. */
  async waitForMap(): Promise<void> {
    await this.page.locator('.hw-map__canvas[aria-busy="false"]').waitFor({ timeout: 60_000 });
  }

  async openProjectMap(path: string): Promise<void> {
    await this.visit(path);
    await this.waitForMap();
  }

  mapHash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash);
  }

  /** Presses the map's zoom-in button and waits for the new position in the address. */
  async zoomMapIn(): Promise<void> {
    const before = await this.mapHash();
    await this.page.locator('.hw-map').getByRole('button', { name: 'Zoom in' }).click();
    await this.page.waitForFunction((previous) => window.location.hash !== previous, before);
  }

  /** A point drawn as a marker, by its name ('Sighting 12', '3 sightings at this location'). */
  mapPoint(name: string | RegExp) {
    return this.page.locator('.hw-map').getByRole('button', { name, exact: true });
  }

  mapTooltip() {
    return this.page.locator('.map-tooltip__body');
  }

  async hoverMapPoint(name: string | RegExp): Promise<void> {
    await this.mapPoint(name).hover();
    await this.mapTooltip().waitFor();
  }

  /** Chooses a post's status in the map tooltip and waits until it is saved and shown again. */
  async setStatusOnMap(postId: number, status: string): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/posts/${postId}/status`),
    );
    await this.mapTooltip()
      .getByLabel(`Status of sighting ${postId}`)
      .selectOption({ label: status });
    await saved;
    await this.mapTooltip()
      .getByRole('img', { name: 'Saving the status…' })
      .waitFor({ state: 'detached' });
  }

  mapNotice(text: string | RegExp) {
    return this.page.locator('.hw-map__notice', { hasText: text });
  }

  /** Turns a map layer of the filters panel on or off ('Satellite', 'Flood extents', …). */
  async setMapLayer(label: string, on: boolean): Promise<void> {
    const box = this.page.getByRole('checkbox', { name: label });
    if ((await box.isChecked()) !== on) {
      await this.page.locator('label', { hasText: label }).click();
    }
  }

  /** Drags across the timeline's bars, between two fractions of its width. */
  async dragTimeline(from: number, to: number): Promise<void> {
    const box = await this.page.locator('.timeline__svg').boundingBox();
    if (!box) throw new Error('The timeline has no bars to drag across');
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width * from, y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * to, y, { steps: 8 });
    await this.page.mouse.up();
  }

  /** The number of sightings the timeline's caption counts. */
  async timelineTotal(): Promise<number> {
    // The caption is written once the counts have come, which may be after the map has drawn.
    const caption = this.page.locator('.timeline__caption').filter({ hasText: /\d/ });
    await caption.waitFor();
    const text = (await caption.textContent()) ?? '';
    const match = /^\s*([\d.,\s]+?)\s+\D/.exec(text);
    if (!match?.[1]) throw new Error(`The timeline caption has no count: "${text}"`);
    return Number(match[1].replace(/\D/g, ''));
  }

  /** The panels of the selected posts beside the map, once loaded. */
  selectionCards() {
    return this.page.locator('.post-panel:not(.post-panel--loading, .post-panel--error)');
  }

  // Project map: the filters panel, the sightings list, saved searches, export and the phone bar.

  /** The project of a slug among the signed-in user's projects, with its statuses and regions. */
  async projectBySlug(slug: string): Promise<ProjectDetail> {
    const list = await this.apiGet<ProjectSummary[]>('/api/v3/cx/local-projects');
    const summary = list.find((item) => item.slug === slug);
    if (!summary) throw new Error(`The project "${slug}" is not among the user's projects`);
    return this.apiGet<ProjectDetail>(`/api/v3/cx/local-projects/${summary.id}`);
  }

  /** The ids of every post the posts API lists for a query, in list order (page by page). */
  async postIdsFor(projectId: number, query: URLSearchParams): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page = new URLSearchParams(query);
      page.set('limit', '200');
      if (cursor) page.set('cursor', cursor);
      const answer: PostsPage = await this.apiGet<PostsPage>(
        `/api/v3/cx/local-projects/${projectId}/posts?${page.toString()}`,
      );
      ids.push(...answer.results.map((post) => post.id));
      cursor = answer.next_cursor;
    } while (cursor);
    return ids;
  }

  /** How many posts the posts API counts for a query. */
  async postsTotalFor(projectId: number, query: URLSearchParams): Promise<number> {
    const page = new URLSearchParams(query);
    page.set('limit', '1');
    const answer = await this.apiGet<PostsPage>(
      `/api/v3/cx/local-projects/${projectId}/posts?${page.toString()}`,
    );
    return answer.total;
  }

  /** The address query of the page (the filters live there under the spec's keys). */
  addressQuery(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  /** The map's area (its region holds the canvas and the markers). */
  mapArea(): Locator {
    return this.page.locator('.hw-map__canvas');
  }

  /** The first-time map guide's card (large screens). */
  mapGuide(): Locator {
    return this.page.locator('.tutorial[role="dialog"]');
  }

  /**
   * Skips the first-time map guide, in either language, when it is on show (large screens): its
   * card sits beside the filters' Apply button, over Clear and Save.
   */
  async skipMapGuideIfShown(): Promise<void> {
    const guide = this.mapGuide();
    if (!(await guide.isVisible())) return;
    await guide.getByRole('button', { name: /^(Skip the guide|Omitir la guía)$/ }).click();
    await guide.waitFor({ state: 'detached' });
  }

  filtersPanel(): Locator {
    return this.page.getByRole('form', { name: 'Filters' });
  }

  /** Picks a time range in the filters panel ('Any time', 'Last 30 days', …). */
  async chooseTimeRange(label: string): Promise<void> {
    const group = this.filtersPanel().getByRole('radiogroup', { name: 'Time range' });
    // The radio input is visually hidden inside its label: press the label.
    await group
      .locator('label', { has: this.page.getByRole('radio', { name: label, exact: true }) })
      .click();
    await group
      .getByRole('radio', { name: label, exact: true, checked: true })
      .waitFor({ state: 'attached' });
  }

  /** A day of the custom range ('From', 'To'): the group of its month, day and year. */
  customDate(label: 'From' | 'To'): Locator {
    return this.filtersPanel().getByRole('group', { name: label, exact: true });
  }

  /** Types a year into a day of the custom range. */
  async typeCustomYear(label: 'From' | 'To', year: number): Promise<void> {
    await this.customDate(label).getByRole('spinbutton', { name: /^year/ }).click();
    await this.page.keyboard.type(String(year));
  }

  /** What a field says about itself beyond its name: the texts its aria-describedby points to. */
  async description(field: Locator): Promise<string> {
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    const texts = await Promise.all(
      ids.map((id) => this.page.locator(`[id="${id}"]`).textContent()),
    );
    return texts.join(' ').trim();
  }

  /** A checkbox of the filters panel, by its section ('Status', 'Severity', …) and label. */
  filterChoice(section: string, label: string): Locator {
    return this.filtersPanel()
      .getByRole('group', { name: section, exact: true })
      .getByRole('checkbox', { name: label, exact: true });
  }

  /** Ticks (or unticks) a choice of the filters panel and waits until the box shows it. */
  async setFilterChoice(section: string, label: string, on = true): Promise<void> {
    const box = this.filterChoice(section, label);
    if ((await box.isChecked()) !== on) {
      await this.filtersPanel()
        .getByRole('group', { name: section, exact: true })
        .locator('label', { has: this.page.getByRole('checkbox', { name: label, exact: true }) })
        .click();
    }
    await this.filtersPanel()
      .getByRole('group', { name: section, exact: true })
      .getByRole('checkbox', { name: label, exact: true, checked: on })
      .waitFor({ state: 'attached' });
  }

  weatherEventField(): Locator {
    return this.filtersPanel().getByLabel('Weather event', { exact: true });
  }

  /** Whether a time range of the filters panel is the one chosen ('Last 30 days', …). */
  timeRangeChosen(label: string): Promise<boolean> {
    return this.filtersPanel().getByRole('radio', { name: label, exact: true }).isChecked();
  }

  keywordField(): Locator {
    return this.filtersPanel().getByRole('textbox', { name: 'Keyword' });
  }

  async typeKeyword(text: string): Promise<void> {
    await this.keywordField().fill(text);
  }

  /** Types in the filters' location box and waits for the places it finds. */
  async searchPlace(text: string): Promise<void> {
    await this.filtersPanel().getByRole('searchbox', { name: 'Location' }).fill(text);
    await this.filtersPanel().getByRole('list', { name: 'Places found' }).waitFor();
  }

  /** Picks a place the location box found; the map then shows its circle and pin. */
  async choosePlace(name: string): Promise<void> {
    await this.filtersPanel()
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name, exact: true })
      .click();
    await this.nearPin().waitFor();
  }

  /** Picks the location filter's radius ('1 mile', '5 miles', …). */
  async chooseRadius(label: string): Promise<void> {
    await this.filtersPanel().getByLabel('Within', { exact: true }).selectOption({ label });
  }

  /** The name shown for the chosen location, under the location box. */
  async chosenPlaceName(): Promise<string> {
    return (await this.filtersPanel().locator('.near-chip__name').textContent()) ?? '';
  }

  /** The draggable pin at the centre of the location filter's circle on the map. */
  nearPin(): Locator {
    return this.page
      .locator('.hw-map')
      .getByRole('button', { name: /^Centre of the location filter/ });
  }

  /** The location filter's circle the map draws (centre and radius in metres), or null. */
  async nearCircle(): Promise<{ lng: number; lat: number; radius: number } | null> {
    const value = await this.mapArea().getAttribute('data-near');
    if (!value) return null;
    const parsed = parseNearPoint(value);
    if (!parsed.ok) throw new Error(`The map's data-near "${value}": ${parsed.reason}`);
    return parsed.value;
  }

  private async nearCircleMoves(move: () => Promise<void>): Promise<void> {
    const before = await this.mapArea().getAttribute('data-near');
    await move();
    await this.page.waitForFunction(
      (previous) =>
        document.querySelector('.hw-map__canvas')?.getAttribute('data-near') !== previous,
      before,
    );
  }

  /** Waits until an element stays put (the map may still be flying to it). */
  async waitUntilStill(
    target: Locator,
  ): Promise<{ x: number; y: number; width: number; height: number }> {
    let box = await target.boundingBox();
    for (let tries = 0; tries < 40; tries++) {
      await this.page.waitForTimeout(250);
      const next = await target.boundingBox();
      if (box && next && next.x === box.x && next.y === box.y) return next;
      box = next;
    }
    throw new Error('The element kept moving');
  }

  /** Drags the location pin by some pixels and waits until the circle has moved with it. */
  async dragNearPin(dx: number, dy: number): Promise<void> {
    const box = await this.waitUntilStill(this.nearPin());
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.nearCircleMoves(async () => {
      await this.page.mouse.move(x, y);
      await this.page.mouse.down();
      await this.page.mouse.move(x + dx, y + dy, { steps: 10 });
      await this.page.mouse.up();
    });
  }

  /** Moves the focused location pin with a key ('Shift+ArrowUp', …) and waits for the circle. */
  async nudgeNearPin(key: string): Promise<void> {
    await this.nearPin().focus();
    await this.nearCircleMoves(() => this.page.keyboard.press(key));
  }

  /** Presses Apply and waits until the filters are in the address. */
  async applyFilters(): Promise<void> {
    const before = new URL(this.page.url()).search;
    await this.filtersPanel().getByRole('button', { name: 'Apply', exact: true }).click();
    await this.page.waitForURL((url) => url.search !== before);
  }

  /**
   * The next points answer the map asks for (start waiting before the action that changes the
   * filters): the query it sent and what it received.
   */
  async nextMapPoints(): Promise<{ query: URLSearchParams; points: PostPoints }> {
    const response = await this.page.waitForResponse(
      (candidate) =>
        candidate.request().method() === 'GET' &&
        new URL(candidate.url()).pathname.endsWith('/posts/points'),
      { timeout: 60_000 },
    );
    if (!response.ok()) throw new Error(`The map's points call answered ${response.status()}`);
    return {
      query: new URL(response.url()).searchParams,
      points: (await response.json()) as PostPoints,
    };
  }

  /** The post ids of the points the map draws as markers (only when it draws markers). */
  mapMarkerPostIds(): Promise<number[]> {
    return this.page
      .locator('.hw-map .map-point')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          ((element as HTMLElement).dataset.postIds ?? '').split(',').filter(Boolean).map(Number),
        ),
      );
  }

  mapPointDisplay(): Promise<string | null> {
    return this.mapArea().getAttribute('data-point-display');
  }

  /** The count over the sightings list, or null while the list has none to show. */
  async sightingsTotal(): Promise<number | null> {
    const total = this.page.getByTestId('sightings-total');
    if ((await total.count()) === 0) return null;
    const value = await total.getAttribute('data-total');
    return value === null ? null : Number(value);
  }

  /** A notification of the stack, by its exact message. */
  notification(message: string): Locator {
    return this.page
      .getByRole('list', { name: 'Notifications' })
      .getByText(message, { exact: true });
  }

  /** Whether a pointer at the middle of the element would reach it (nothing drawn over it). */
  async canBePressed(target: Locator): Promise<boolean> {
    return target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
  }

  searchMenuButton(): Locator {
    return this.page.getByRole('button', { name: /^Weather events and saved searches: / });
  }

  /**
   * Opens the toolbar's weather-event and saved-search menu and picks an item (a weather event's
   * item also reads its dates: name it by a pattern).
   */
  async chooseFromSearchMenu(item: string | RegExp): Promise<void> {
    await this.searchMenuButton().click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
    await this.page.getByRole('menu').waitFor({ state: 'detached' });
  }

  /** The items of the toolbar's searches menu (opened, read and closed again). */
  async searchMenuItems(): Promise<string[]> {
    await this.searchMenuButton().click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    return items.map((item) => item.trim());
  }

  /** Save in the filters panel, a title in the dialog, then the dialog's Save. */
  async saveSearch(title: string): Promise<void> {
    await this.filtersPanel().getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Save search' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Renames the selected saved search from the toolbar menu. */
  async renameSelectedSearch(current: string, title: string): Promise<void> {
    await this.chooseFromSearchMenu(`Rename “${current}”`);
    const dialog = this.page.getByRole('dialog', { name: 'Rename saved search' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Asks to delete the selected saved search: the confirmation it shows (still open). */
  async askToDeleteSelectedSearch(title: string): Promise<Locator> {
    await this.chooseFromSearchMenu(`Delete “${title}”`);
    const dialog = this.page.getByRole('alertdialog', { name: 'Delete saved search' });
    await dialog.waitFor();
    return dialog;
  }

  /** Presses a button of the open dialog and waits until the dialog has gone. */
  async confirmDialog(dialog: Locator, button: string): Promise<void> {
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  exportButton(): Locator {
    return this.page.getByRole('button', { name: /^(Export|Exporting…)$/ });
  }

  /** Export's menu item of a format, once the menu is open. */
  exportFormat(format: 'csv' | 'geojson'): Locator {
    const name = format === 'csv' ? 'CSV, for spreadsheets' : 'GeoJSON, for GIS';
    return this.page.getByRole('menuitem', { name });
  }

  /**
   * Chooses a format under Export and catches the browser's download: the file's name and text,
   * and the query of the export call behind it.
   */
  async exportFile(
    format: 'csv' | 'geojson' = 'csv',
  ): Promise<{ fileName: string; text: string; query: URLSearchParams }> {
    const request = this.page.waitForRequest((candidate) =>
      new URL(candidate.url()).pathname.endsWith('/export-posts'),
    );
    const download = this.page.waitForEvent('download', { timeout: 60_000 });
    await this.exportButton().click();
    await this.exportFormat(format).click();
    const file = await download;
    const failure = await file.failure();
    if (failure) throw new Error(`The download failed: ${failure}`);
    const path = await file.path();
    return {
      fileName: file.suggestedFilename(),
      text: await readFile(path, 'utf8'),
      query: new URL((await request).url()).searchParams,
    };
  }

  /** The phone's bar under the map: filters toggle, avatar, sightings button. */
  mobileBar(): Locator {
    return this.page.getByRole('navigation', { name: 'Map tools' });
  }

  mobileFiltersToggle(): Locator {
    return this.mobileBar().getByRole('button', { name: /^Filters/ });
  }

  /** The applied-filter count of the filters toggle: its badge and what it announces. */
  async appliedFilterCount(): Promise<{ badge: number; announced: number }> {
    const toggle = this.mobileFiltersToggle();
    const badge = toggle.locator('.mobile-bar__badge');
    const label = (await toggle.getAttribute('aria-label')) ?? '';
    const announced = /, (\d+) filters? applied$/.exec(label);
    return {
      badge: (await badge.count()) > 0 ? Number(await badge.textContent()) : 0,
      announced: announced?.[1] ? Number(announced[1]) : 0,
    };
  }

  /** An overlay sheet of the phone layout, by its title ('Filters', 'Sightings'). */
  sheet(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** Opens the filters or sightings overlay from the phone's bar. */
  async openFromMobileBar(button: 'Filters' | 'Sightings'): Promise<void> {
    const toggle =
      button === 'Filters'
        ? this.mobileFiltersToggle()
        : this.mobileBar().getByRole('button', { name: 'Sightings', exact: true });
    await toggle.click();
    await this.sheet(button).waitFor();
  }

  /** Closes an overlay sheet with its close button. */
  async closeSheet(title: string): Promise<void> {
    await this.sheet(title).getByRole('button', { name: 'Close', exact: true }).click();
    await this.sheet(title).waitFor({ state: 'detached' });
  }
}
