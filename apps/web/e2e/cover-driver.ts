import type { Locator } from 'playwright-core';
import type { AppUser } from './driver.ts';

/** Browser-test helpers that tell what a floating element (a notification) is drawn over. */

/** A whole notification of the stack (message and Dismiss), by its message, in either language. */
export const notificationItem = (user: AppUser, message: string): Locator =>
  user.page
    .getByRole('list', { name: /^(Notifications|Notificaciones)$/ })
    .getByRole('listitem')
    .filter({ hasText: message });

/**
 * The names of the controls a person could press where `overlay` now lies: each control is tried
 * at its middle and near its corners, with the overlay hidden (what can be reached at all, not
 * what a modal already covers), and counts when one of those points lies within the overlay's
 * box. The points of a map move with it and do not count.
 */
export function controlsCoveredBy(overlay: Locator): Promise<string[]> {
  return overlay.evaluate((cover) => {
    const selector =
      'a[href], button, input, select, textarea, [role="radio"], [role="tab"], [tabindex="0"]';
    const hitAt = (x: number, y: number) => document.elementFromPoint(x, y);
    const samples = (control: Element) => {
      const box = control.getBoundingClientRect();
      const inset = Math.min(2, box.width / 4, box.height / 4);
      return [
        [box.x + box.width / 2, box.y + box.height / 2],
        [box.x + inset, box.y + inset],
        [box.right - inset, box.y + inset],
        [box.x + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
    };
    const controls = [...document.querySelectorAll(selector)].filter(
      (control) =>
        !cover.contains(control) &&
        !control.closest('.maplibregl-marker') &&
        control.getBoundingClientRect().width > 0,
    );
    const box = cover.getBoundingClientRect();
    const style = (cover as HTMLElement).style;
    const visibility = style.visibility;
    style.visibility = 'hidden';
    const reachable = controls.map((control) =>
      samples(control).filter(([x, y]) => control.contains(hitAt(x!, y!))),
    );
    style.visibility = visibility;
    const inBox = ([x, y]: number[]) =>
      x! >= box.left && x! <= box.right && y! >= box.top && y! <= box.bottom;
    return controls
      .filter((_, index) => reachable[index]!.some(inBox))
      .map(
        (control) =>
          control.getAttribute('aria-label') ||
          control.textContent?.trim() ||
          control.tagName.toLowerCase(),
      );
  });
}
