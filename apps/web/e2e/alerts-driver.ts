import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from 'playwright-core';
import type { AlertMode } from '@highwater/core/api/alerts';
import type { ProjectDetail } from '@highwater/core/api/projects';
import type { AppUser } from './driver.ts';
import { photoWithExif, type ResidentDriver } from './report-driver.ts';

/** Helpers of the alerts' browser tests: the bell, the "Alert me" menu and a model service. */

const MODE_LABELS: Record<AlertMode, string> = {
  instant: 'Each new sighting',
  hourly: 'Hourly digest',
  daily: 'Daily digest',
  off: 'Off',
};

/** Sets the selected saved search's alert from the toolbar's searches menu. */
export async function chooseAlertMode(user: AppUser, mode: AlertMode): Promise<void> {
  await user.searchMenuButton().click();
  await user.page.getByRole('menuitem', { name: new RegExp(`^${MODE_LABELS[mode]}`) }).click();
  await user.page.getByRole('menu').waitFor({ state: 'detached' });
}

/** The toolbar's bell, named with its unread count when there is one. */
export const alertBell = (user: AppUser): Locator =>
  user.page.getByRole('button', { name: /^(Alerts|Alertas)(: .*)?$/ });

/** Opens the bell's list: the alerts' rows. */
export async function openAlerts(user: AppUser): Promise<Locator> {
  await alertBell(user).click();
  const list = user.page.getByRole('dialog', { name: /^(Alerts|Alertas)$/ });
  await list.waitFor();
  return list.getByRole('listitem');
}

/** A point inside a region of the project: the mean of its outline's corners (the demo's are round). */
export function insideRegion(region: ProjectDetail['regions'][number]): {
  lat: number;
  lng: number;
} {
  const geometry = JSON.parse(region.geojson) as { coordinates: number[][][] };
  const ring = geometry.coordinates[0] ?? [];
  const corners = ring.slice(0, -1);
  const mean = (i: number) =>
    corners.reduce((sum, corner) => sum + (corner[i] ?? 0), 0) / corners.length;
  return { lng: mean(0), lat: mean(1) };
}

/**
 * A resident's report through the public report page, with a photo taken now at the place (its
 * time and place taken from the photo); the new post's id.
 */
export async function reportSighting(
  resident: ResidentDriver,
  reportPath: string,
  place: { lat: number; lng: number },
): Promise<number> {
  await resident.user.visit(reportPath);
  await resident.addPhoto('flood.jpg', await photoWithExif(place, new Date(Date.now() - 60_000)));
  await resident.waitForUploads(1);
  await resident.exifOffer().getByRole('button', { name: 'Use them' }).click();
  await resident.page.getByText('The photo’s time and place are filled in.').waitFor();
  await resident.page.getByLabel(/^How deep is the water\?/).fill('20');
  await resident.send();
  const link = resident.thanks().getByRole('link', { name: 'See your report’s public page' });
  return Number((await link.getAttribute('href'))?.replace('/p/', ''));
}

/** A severity model on localhost that rates every photo at one level. */
export interface ModelService {
  url: string;
  close(): Promise<void>;
}

export async function startModelService(level: number): Promise<ModelService> {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ severity_level: level, metrics: { flooding_in_street: 0.9 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/predict`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
