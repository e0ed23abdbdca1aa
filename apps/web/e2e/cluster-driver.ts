import type { Locator } from 'playwright-core';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { AppUser } from './driver.ts';

/** Helpers for a map that draws counts per area (clusters) in place of its points. */

/** How many clusters the map draws, or null when it draws none. */
export async function clusterCount(user: AppUser): Promise<number | null> {
  const value = await user.mapArea().getAttribute('data-clusters');
  return value === null ? null : Number(value);
}

/** The clusters drawn as buttons, named by their count ('1,234 sightings in this area: …'). */
export function clusterButtons(user: AppUser): Locator {
  return user.page.locator('.hw-map .map-cluster');
}

/** The sightings the clusters count, from their names (in either language). */
export async function clusteredTotal(user: AppUser): Promise<number> {
  const counts = await clusterButtons(user).evaluateAll((elements) =>
    elements.map((element) =>
      Number(/^[\d.,\s]+/.exec(element.getAttribute('aria-label') ?? '')?.[0].replace(/\D/g, '')),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * The cluster counting the most sightings among those a pointer can reach (not under the map's
 * controls or notices, nor outside the map).
 */
export async function biggestReachableCluster(user: AppUser): Promise<Locator> {
  const index = await clusterButtons(user).evaluateAll((elements) => {
    const map = document.querySelector('.hw-map__canvas')?.getBoundingClientRect();
    let best = -1;
    let most = 0;
    elements.forEach((element, i) => {
      const box = element.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const inMap = map && x > map.left && x < map.right && y > map.top && y < map.bottom;
      const count = Number(
        /^[\d.,\s]+/.exec(element.getAttribute('aria-label') ?? '')?.[0].replace(/\D/g, ''),
      );
      if (inMap && element.contains(document.elementFromPoint(x, y)) && count > most) {
        best = i;
        most = count;
      }
    });
    return best;
  });
  if (index < 0) throw new Error('No cluster can be reached on the map');
  return clusterButtons(user).nth(index);
}

/** The map's zoom, from the position in the address. */
export async function mapZoom(user: AppUser): Promise<number> {
  return Number((await user.mapHash()).split('/')[2]);
}

/** The selected marker that holds a post (alone, or with others at its place). */
export function selectedMarkerOf(user: AppUser, postId: number): Locator {
  const held = [`="${postId}"`, `^="${postId},"`, `$=",${postId}"`, `*=",${postId},"`];
  return user.page.locator(
    held.map((match) => `.hw-map .map-point--selected[data-post-ids${match}]`).join(', '),
  );
}

/**
 * Watches the page for the selected marker of a post: answers whether it went away once shown
 * (as the map moved, or swapped the list's point for the view's points).
 */
export async function watchSelectedMarker(
  user: AppUser,
  postId: number,
): Promise<() => Promise<boolean>> {
  await user.page.evaluate((id) => {
    const shown = () =>
      [...document.querySelectorAll<HTMLElement>('.hw-map .map-point--selected')].some((element) =>
        (element.dataset.postIds ?? '').split(',').includes(String(id)),
      );
    const state = { seen: false, lost: false };
    (window as unknown as { hwSelectedMarker: typeof state }).hwSelectedMarker = state;
    new MutationObserver(() => {
      if (shown()) state.seen = true;
      else if (state.seen) state.lost = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, postId);
  return () =>
    user.page.evaluate(
      () => (window as unknown as { hwSelectedMarker: { lost: boolean } }).hwSelectedMarker.lost,
    );
}

/** A count badge the map drew over a point of stacked sightings: its group and box on screen. */
export interface DrawnBadge {
  key: string;
  count: number;
  severity: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The count badges the map has placed once it has settled, from its rendered features (the
 * badges are WebGL, not elements): each one's box from its point, its image and the layer's
 * anchor (bottom left) and offset (3, -3).
 */
export function drawnCountBadges(user: AppUser): Promise<DrawnBadge[]> {
  return user.mapArea().evaluate(async (element) => {
    const map = (element as HTMLElement & { maplibreMap?: MapLibreMap }).maplibreMap;
    if (!map) throw new Error('The map area holds no map');
    const idle = new Promise((resolve) => map.once('idle', resolve));
    map.triggerRepaint();
    await idle;
    const badges = new Map<string, DrawnBadge>();
    for (const feature of map.queryRenderedFeatures({ layers: ['hw-points-count'] })) {
      const { key, count, severity } = feature.properties as Pick<
        DrawnBadge,
        'key' | 'count' | 'severity'
      >;
      const image = map.getImage(`hw-count-${count}`);
      if (!image || feature.geometry.type !== 'Point') continue;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const at = map.project([lng, lat]);
      const left = at.x + 3;
      const bottom = at.y - 3;
      badges.set(key, {
        key,
        count,
        severity,
        left,
        bottom,
        right: left + image.data.width / image.pixelRatio,
        top: bottom - image.data.height / image.pixelRatio,
      });
    }
    return [...badges.values()];
  });
}

/** The pairs of badges drawn over one another. */
export function overlappingBadges(badges: readonly DrawnBadge[]): [DrawnBadge, DrawnBadge][] {
  const pairs: [DrawnBadge, DrawnBadge][] = [];
  badges.forEach((a, i) => {
    for (const b of badges.slice(i + 1)) {
      const apart =
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      if (!apart) pairs.push([a, b]);
    }
  });
  return pairs;
}
