import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AlertList } from '@highwater/core/api/alerts';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { startSmtpServer, type TestSmtpServer } from '../../server/test/helpers/smtp-server.ts';
import {
  alertBell,
  chooseAlertMode,
  insideRegion,
  openAlerts,
  reportSighting,
  startModelService,
  type ModelService,
} from './alerts-driver.ts';
import { AppUser, DEMO, PHONE } from './driver.ts';
import { ResidentDriver } from './report-driver.ts';
import { startServer, type RunningServer } from './server.ts';
import { demoSnapshot } from './test-server.ts';
import { workerBrowser } from './worker-browser.ts';

// Ben runs the Norfolk Resilience Office, whose Neighborhood Flood Reports takes public reports.
const GROUP = 'norfolk-resilience';
const SLUG = 'neighborhood-flood-reports';
const MAP = `/${GROUP}/${SLUG}/map`;
const REPORT = `/report/${GROUP}/${SLUG}`;

describe('alerts on a saved search', () => {
  let browser: Browser;
  let smtp: TestSmtpServer;
  let model: ModelService;
  let server: RunningServer;
  const opened: AppUser[] = [];

  beforeAll(async () => {
    // Every photo is rated "high" (4) by the model, as the severity service would.
    [browser, smtp, model] = await Promise.all([
      workerBrowser(),
      startSmtpServer(),
      startModelService(4),
    ]);
    server = await startServer(
      {
        SMTP_URL: smtp.url,
        SEVERITY_PREDICTOR: 'http',
        SEVERITY_PREDICTOR_URL: model.url,
        JOB_RETRY_DELAY_SECONDS: '1',
      },
      demoSnapshot(),
    );
  });

  afterAll(async () => {
    await Promise.all(opened.map((person) => person.close()));
    await server?.stop();
    await smtp?.close();
    await model?.close();
  });

  const open = async (viewport?: { width: number; height: number }) => {
    const person = await AppUser.open(browser, server.baseUrl, viewport ? { viewport } : {});
    opened.push(person);
    return person;
  };

  it('tells Ben of a severe sighting in his region in the bell and by mail, and of nothing outside it', async () => {
    const ben = await open();
    await ben.signIn(DEMO.ben);
    const project = await ben.projectBySlug(SLUG);
    const region = project.regions[0];
    if (!region) throw new Error('The demo project has no region');

    // Ben saves "severity 4 or 5 in the region" and asks to hear of each new match.
    const title = `Severe in ${region.name}`;
    await ben.openProjectMap(`${MAP}?severity=4&severity=5&region=${region.id}`);
    await ben.skipMapGuideIfShown();
    await ben.saveSearch(title);
    await ben.notification(`Saved search “${title}” created`).waitFor();
    await chooseAlertMode(ben, 'instant');
    await ben.notification(`Alerts for “${title}”: Each new sighting`).waitFor();
    const searches = await ben.apiGet<SavedSearch[]>(
      `/api/v3/cx/saved-searches?project_id=${project.id}`,
    );
    expect(searches.find((search) => search.title === title)?.alert_mode).toBe('instant');
    await expect(alertBell(ben).getAttribute('aria-label')).resolves.toBe('Alerts');

    // A resident reports from outside the region, then from inside it; the model rates both 4.
    // The queue works its jobs in order, so once the second is alerted the first was matched.
    const resident = new ResidentDriver(await open(PHONE));
    const inside = insideRegion(region);
    const outsidePost = await reportSighting(resident, REPORT, {
      lat: inside.lat + 0.2,
      lng: inside.lng + 0.2,
    });
    const insidePost = await reportSighting(resident, REPORT, inside);
    expect(outsidePost).toBeGreaterThan(0);

    // The bell shows it without a reload, and opening it goes to the sighting on the map.
    await alertBell(ben).and(ben.page.getByLabel('Alerts: 1 unread')).waitFor({ timeout: 15_000 });
    const rows = await openAlerts(ben);
    expect(await rows.count()).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain(`Matches “${title}”`);
    await rows.first().getByRole('button').click();
    await ben.waitForPath(`${MAP}/${insidePost}`);
    await alertBell(ben)
      .and(ben.page.getByLabel('Alerts', { exact: true }))
      .waitFor();
    const list = await ben.apiGet<AlertList>('/api/v3/cx/alerts');
    expect(list.unread_count).toBe(0);
    expect(list.alerts.map((alert) => alert.post.id)).toEqual([insidePost]);

    // The mail, read from the SMTP server: one, about the sighting inside the region.
    const mail = await smtp.nextMessageTo(DEMO.ben, 15_000);
    expect(mail.subject).toMatch(new RegExp(`^“${title}”: new sighting at `));
    expect(mail.text).toContain('Severity: 4 · High');
    expect(mail.text).toContain(`${server.baseUrl}${MAP}/${insidePost}`);
    expect(mail.html).toContain(`<img src="${server.baseUrl}/media/`);
    const toBen = smtp.messages.filter((message) => JSON.stringify(message.to).includes(DEMO.ben));
    expect(toBen).toHaveLength(1);
  });
});
