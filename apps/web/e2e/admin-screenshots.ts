import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProjectSummary } from '@highwater/core/api/projects';
import { AppUser, DEMO, DEMO_PROVIDER_ADMIN, launchBrowser, PHONE } from './driver.ts';
import {
  runScreenshots,
  SCREENSHOTS_DIR,
  type ShotLanguage,
  type ShotSize,
} from './screenshot-run.ts';

/**
 * Screenshots of the main site's admin pages at phone and desktop sizes, in English and Spanish,
 * as docs/screenshots/admin-<page>-<language>-<size>.png. Run: npx tsx
 * apps/web/e2e/admin-screenshots.ts (after npm run build). PAGES (comma-separated names) narrows
 * the run; BASE_URL uses a server already running. The people must hold the roles the pages ask
 * for (a provider admin for the outbox, a group admin for the group and project pages).
 */

const DESKTOP = { width: 1280, height: 900 } as const;

/** The demo people who open the pages: the provider admin besides the group members. */
const PEOPLE = { ...DEMO, pat: DEMO_PROVIDER_ADMIN } as const;

interface AdminShot {
  name: string;
  /** The demo person who opens the page; null for a page seen signed out. */
  as: keyof typeof PEOPLE | null;
  /** The page; `{project}` stands for the id of the person's first project. */
  path: string;
  /** The whole page rather than the first screenful: a long form whose parts all matter. */
  fullPage?: boolean;
  /** Brings the page into the state shown, such as a refused form. */
  act?: (user: AppUser) => Promise<void>;
  /** The status the page answers with when not 200 (the set-password page of a dead link). */
  status?: number;
}

/** Adding a page to the screenshots is one line here. */
const PAGES: AdminShot[] = [
  { name: 'settings', as: 'dee', path: '/admin/settings', fullPage: true },
  { name: 'settings-errors', as: 'dee', path: '/admin/settings', act: refuseEmptyName },
  { name: 'outbox', as: 'pat', path: '/admin/outbox' },
  { name: 'user-groups', as: 'ana', path: '/admin/user-groups' },
  { name: 'people', as: 'ana', path: '/admin/people' },
  { name: 'surveys', as: 'ana', path: '/admin/surveys' },
  { name: 'project', as: 'ana', path: '/admin/projects/{project}', fullPage: true },
  { name: 'project-intake-keys', as: 'ana', path: '/admin/projects/{project}/intake-keys' },
  { name: 'project-statuses', as: 'ana', path: '/admin/projects/{project}/statuses' },
  { name: 'project-regions', as: 'ana', path: '/admin/projects/{project}/regions' },
  {
    name: 'region-preview',
    as: 'ana',
    path: '/admin/projects/{project}/regions',
    fullPage: true,
    act: previewRegions,
  },
  { name: 'project-surveys', as: 'ana', path: '/admin/projects/{project}/surveys' },
  {
    name: 'survey-topic',
    as: 'ana',
    path: '/admin/projects/{project}/surveys',
    act: (user) => follow(user, 'a[href*="/surveys/topics/"]'),
  },
  {
    name: 'survey-question',
    as: 'ana',
    path: '/admin/projects/{project}/surveys',
    fullPage: true,
    act: async (user) => {
      await follow(user, 'a[href*="/surveys/topics/"]');
      await follow(user, 'a[href*="/surveys/questions/"]:not([href*="/delete"])');
    },
  },
  { name: 'project-weather-events', as: 'ana', path: '/admin/projects/{project}/weather-events' },
  { name: 'project-audit', as: 'ana', path: '/admin/projects/{project}/audit' },
  {
    name: 'set-password',
    as: null,
    path: '/account/set-password?token=expired-or-unknown',
    status: 410,
  },
];

/** Follows the page's first link matching `selector` (a topic of the survey, its first question). */
async function follow(user: AppUser, selector: string) {
  await Promise.all([user.page.waitForEvent('load'), user.page.locator(selector).first().click()]);
}

/** The settings page after its name form was sent empty: the error summary and the field. */
async function refuseEmptyName(user: AppUser) {
  await user.page.locator('#first-name').fill('');
  await Promise.all([
    user.page.waitForURL(/\/admin\/settings\/profile/),
    user.page.locator('#first-name').press('Enter'),
  ]);
  await user.page.locator('.error-summary').waitFor();
}

/** Two neighbourhoods of Miami Beach, uploaded: their preview over the base map. */
const REGION_FILE = {
  type: 'FeatureCollection',
  features: [
    ['North Beach', -80.135, 25.84, -80.115, 25.875],
    ['Mid-Beach', -80.14, 25.805, -80.12, 25.84],
  ].map(([name, west, south, east, north]) => ({
    type: 'Feature',
    properties: { name },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    },
  })),
};

async function previewRegions(user: AppUser) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'highwater-shots-')), 'beach.geojson');
  await writeFile(file, JSON.stringify(REGION_FILE));
  await user.page.locator('input[type="file"]').setInputFiles(file);
  await Promise.all([
    user.page.waitForEvent('load'),
    user.page.locator('form[enctype="multipart/form-data"] button[type="submit"]').click(),
  ]);
  await user.page.locator('.region-map__canvas[aria-busy="false"]').waitFor();
}

const chosen = (shot: AdminShot) =>
  !process.env.PAGES || process.env.PAGES.split(',').includes(shot.name);

async function firstProjectId(user: AppUser): Promise<number | null> {
  const projects = await user.apiGet<ProjectSummary[]>('/api/v3/cx/local-projects');
  return projects[0]?.id ?? null;
}

async function shoot(baseUrl: string, size: ShotSize, language: ShotLanguage) {
  const browser = await launchBrowser();
  const viewport = size === 'phone' ? PHONE : DESKTOP;
  // One browser profile per person, signed in once through the dashboard. Their first project is
  // looked up then: the admin pages do not refresh the dashboard's short-lived token.
  const people = new Map<string | null, AppUser>();
  const projects = new Map<AppUser, number | null>();
  const personFor = async (as: AdminShot['as']) => {
    let user = people.get(as);
    if (!user) {
      user = await AppUser.open(browser, baseUrl, { viewport });
      if (as) {
        await user.signIn(PEOPLE[as]);
        projects.set(user, await firstProjectId(user));
      }
      people.set(as, user);
    }
    return user;
  };
  try {
    for (const shot of PAGES.filter(chosen)) {
      const user = await personFor(shot.as);
      let page = shot.path;
      if (page.includes('{project}')) {
        const id = projects.get(user) ?? null;
        if (id === null) throw new Error(`${PEOPLE[shot.as!]} has no project for ${shot.name}`);
        page = page.replace('{project}', String(id));
      }
      const address = new URL(page, baseUrl);
      address.searchParams.set('lang', language);
      const answer = await user.page.goto(address.toString());
      if (answer?.status() !== (shot.status ?? 200)) {
        console.warn(`${shot.name}: ${address.pathname} answered ${answer?.status()}; skipped`);
        continue;
      }
      await shot.act?.(user);
      const file = path.join(SCREENSHOTS_DIR, `admin-${shot.name}-${language}-${size}.png`);
      await user.page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
    }
  } finally {
    await Promise.all([...people.values()].map((user) => user.close()));
    await browser.close();
  }
}

await runScreenshots(shoot);
