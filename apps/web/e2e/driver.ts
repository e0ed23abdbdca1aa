import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';

/** The one file that talks to Playwright: specs read as user stories through these helpers. */

export const DEMO_PASSWORD = 'highwater-demo';
export const DEMO = {
  /** Member of two client groups. */
  ana: 'ana@demo.highwater.test',
  /** Member of one client group. */
  ben: 'ben@demo.highwater.test',
  /** Member of no client group. */
  cy: 'cy@demo.highwater.test',
} as const;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  locale?: string;
}

/** A person using the app in one browser profile. */
export class AppUser {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  static async open(browser: Browser, baseUrl: string, options: OpenOptions = {}) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? DESKTOP,
      locale: options.locale ?? 'en-US',
    });
    const page = await context.newPage();
    return new AppUser(context, page, baseUrl);
  }

  close(): Promise<void> {
    return this.context.close();
  }

  async visit(path = '/'): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits for the log-in prompt of a signed-out visitor. */
  async seesLogInPrompt(): Promise<void> {
    await this.page.getByRole('link', { name: /^(Log In|Iniciar sesión)$/ }).waitFor();
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
  async waitForShell(): Promise<void> {
    await this.page.locator('.left-nav, .chooser-button').first().waitFor({ timeout: 30_000 });
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

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name });
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }
  // Project map: the map, its points and tooltip, the timeline and the selection.

  /** A GET of the product API as the signed-in user (to find test data, never to act). */
  apiGet<T>(path: string): Promise<T> {
    return this.page.evaluate<T, string>(async (target) => {
      const session = JSON.parse(window.localStorage.getItem('highwater.session') ?? '{}') as {
        access_token?: string;
      };
      const response = await fetch(target, {
        headers: { Authorization: `Bearer ${session.access_token ?? ''}` },
      });
      if (!response.ok) throw new Error(`${target}: ${response.status}`);
      return (await response.json()) as T;
    }, path);
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
    const text = (await this.page.locator('.timeline__caption').textContent()) ?? '';
    const match = /^\s*([\d.,\s]+?)\s+\D/.exec(text);
    if (!match?.[1]) throw new Error(`The timeline caption has no count: "${text}"`);
    return Number(match[1].replace(/\D/g, ''));
  }

  /** The cards of the selected posts beside the map. */
  selectionCards() {
    return this.page.locator('.post-card:not(.post-card--skeleton)');
  }
}
