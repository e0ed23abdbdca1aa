import type { Browser, CDPSession, Page } from 'playwright-core';
import { POINTS_DRAWN_MARK, type PointsDrawnDetail } from '@highwater/core/performance-marks';
import { VIEWPORT, type SignedInState } from './map-browser.ts';
import type { MapProject } from './map-project.ts';

/** One run's figures, in milliseconds and bytes. */
export interface MapRun {
  /** From the page's request to the all-time points drawn (the mark's start time). */
  firstView: number;
  /** Every response of the first view, compressed as sent, until the points were drawn. */
  firstViewBytes: number;
  /** The points answer alone. */
  pointsBytes: number;
  /** From the page's request to the points answer's last byte. */
  pointsAnswered: number;
  /**
   * From the page's request to the first counts per area (the density call) leaving and answered;
   * NaN when the first view drew points without them.
   */
  countsAsked: number;
  countsAnswered: number;
  /** Point groups drawn on the first view. */
  features: number;
  /** The longest main-thread task from the request to the points drawn. */
  firstViewLongestTask: number;
  /** The longest main-thread task while the map was dragged and zoomed (0 when none over 50 ms). */
  panZoomLongestTask: number;
  /** From pressing Apply with one status ticked to its points drawn. */
  filterChange: number;
  /** Why the run ended early (figures it did not reach are NaN), or null. */
  failure: string | null;
}

const DRAWN_TIMEOUT_MS = 3_600_000;
/** Chromium reports as long tasks those over 50 ms; each is kept with its start and length. */
const LONG_TASKS = `
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
`;

interface LongTask {
  start: number;
  duration: number;
}

/**
 * Opens the project's map on "Any time" in a fresh profile (an empty cache) signed in as the
 * member, then drags and zooms the map, then applies a status filter.
 */
export async function measureMapRun(
  browser: Browser,
  baseUrl: string,
  state: SignedInState,
  project: MapProject,
): Promise<MapRun> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORT,
    locale: 'en-US',
    storageState: state,
  });
  const run: MapRun = {
    firstView: NaN,
    firstViewBytes: NaN,
    pointsBytes: NaN,
    pointsAnswered: NaN,
    countsAsked: NaN,
    countsAnswered: NaN,
    features: NaN,
    firstViewLongestTask: NaN,
    panZoomLongestTask: NaN,
    filterChange: NaN,
    failure: null,
  };
  const requested = Date.now();
  let crashed: string | null = null;
  try {
    await context.addInitScript({ content: LONG_TASKS });
    const page = await context.newPage();
    // A page busy with a million points answers clicks late; a run only fails when it never does.
    page.setDefaultTimeout(DRAWN_TIMEOUT_MS);
    page.on('crash', () => {
      crashed = `the page crashed ${((Date.now() - requested) / 1000).toFixed(0)} s after the request`;
    });
    const traffic = await countTraffic(await context.newCDPSession(page));
    try {
      await page.goto(`/${project.slug}/${project.slug}/map?since=ever`, { waitUntil: 'commit' });
      const first = await nextDrawn(page, -Infinity);
      run.firstView = first.startTime;
      run.features = first.features;
      run.firstViewBytes = traffic.bytes();
      run.pointsBytes = traffic.pointsBytes();
      run.firstViewLongestTask = longest(await longTasks(page, 0, first.startTime));
      run.pointsAnswered = (await firstAnswer(page, '/posts/points')).answered;
      const counts = await firstAnswer(page, '/posts/density');
      run.countsAsked = counts.asked;
      run.countsAnswered = counts.answered;

      const panZoomStart = await now(page);
      await panAndZoom(page);
      // Tasks the last gesture started end within a second on this machine.
      await page.waitForTimeout(1000);
      run.panZoomLongestTask = longest(await longTasks(page, panZoomStart, await now(page)));
      // On a slow machine the last view's counts can still be on their way: their drawing would
      // otherwise pass for the filter's.
      await page.locator('.hw-map__canvas[aria-busy="false"]').waitFor();

      const filters = page.getByRole('form', { name: 'Filters' });
      const status = filters.getByRole('group', { name: 'Status', exact: true });
      await status
        .locator('label', { has: page.getByRole('checkbox', { name: 'Reviewed', exact: true }) })
        .click();
      await page.evaluate(RECORD_PRESS);
      await filters.getByRole('button', { name: 'Apply', exact: true }).click();
      const pressed = await pressedAt(page);
      const drawn = await nextDrawn(page, pressed);
      run.filterChange = drawn.startTime - pressed;
    } catch (error) {
      // A crash (the tab out of memory, say) is a result to print; anything else is a fault.
      if (crashed === null) throw error;
      run.failure = crashed;
      if (Number.isNaN(run.firstViewBytes)) run.firstViewBytes = traffic.bytes();
      if (Number.isNaN(run.pointsBytes)) run.pointsBytes = traffic.pointsBytes();
    }
    return run;
  } finally {
    await context.close();
  }
}

const now = (page: Page) => page.evaluate(() => performance.now());

/**
 * Keeps the time of the page's next click, on the clock of its marks: a filter change is timed
 * from the press itself, not from when the driver starts looking for the button, which on a busy
 * machine takes a few hundred milliseconds of its own.
 */
const RECORD_PRESS = `document.addEventListener('click', (event) => {
  globalThis.__pressedAt = event.timeStamp;
}, { capture: true, once: true })`;

const pressedAt = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __pressedAt: number }).__pressedAt);
const longest = (tasks: LongTask[]) => Math.max(0, ...tasks.map((task) => task.duration));

/** Waits for the first points-drawn mark made after `after` (the page's clock) and answers it. */
async function nextDrawn(page: Page, after: number) {
  await page.waitForFunction(
    ({ name, after }) => performance.getEntriesByName(name).some((mark) => mark.startTime > after),
    { name: POINTS_DRAWN_MARK, after },
    { timeout: DRAWN_TIMEOUT_MS, polling: 100 },
  );
  return page.evaluate(
    ({ name, after }) => {
      // A mark's detail (DOM's PerformanceMark, which Node's types do not describe).
      const mark = performance.getEntriesByName(name).find((entry) => entry.startTime > after) as
        { startTime: number; detail: PointsDrawnDetail | undefined } | undefined;
      const detail = mark?.detail;
      return { startTime: mark?.startTime ?? NaN, features: detail?.features ?? 0 };
    },
    { name: POINTS_DRAWN_MARK, after },
  );
}

/** When the first call to a path ending so left and when its last byte came (Resource Timing). */
function firstAnswer(page: Page, path: string): Promise<{ asked: number; answered: number }> {
  return page.evaluate((path) => {
    const first = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname.endsWith(path)) as
      { startTime: number; responseEnd: number } | undefined;
    return { asked: first?.startTime ?? NaN, answered: first?.responseEnd ?? NaN };
  }, path);
}

/** The long tasks that started between two times of the page's clock. */
function longTasks(page: Page, from: number, to: number): Promise<LongTask[]> {
  return page.evaluate(
    ({ from, to }) =>
      (globalThis as unknown as { __longTasks: LongTask[] }).__longTasks.filter(
        (task) => task.start >= from && task.start <= to,
      ),
    { from, to },
  );
}

/**
 * Two drags across the map, then two steps of the wheel in and two out: few input events, as
 * each waits for the browser to take it, which on software WebGL can take seconds.
 */
async function panAndZoom(page: Page): Promise<void> {
  const box = await page.locator('.hw-map__canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  for (const [dx, dy] of [
    [200, 120],
    [-200, -120],
  ] as const) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 5 });
    await page.mouse.up();
  }
  for (const delta of [-300, -300, 300, 300]) {
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(300);
  }
}

/** Sums the bytes of finished responses as the network received them (CDP). */
async function countTraffic(cdp: CDPSession) {
  let bytes = 0;
  let pointsBytes = 0;
  const pointsRequests = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    if (new URL(event.response.url).pathname.endsWith('/posts/points')) {
      pointsRequests.add(event.requestId);
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (pointsRequests.has(event.requestId)) pointsBytes += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return { bytes: () => bytes, pointsBytes: () => pointsBytes };
}
