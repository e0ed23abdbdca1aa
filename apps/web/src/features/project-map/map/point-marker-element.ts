import type { PointGroup } from './point-groups.ts';

export interface MarkerLook {
  color: string;
  selected: boolean;
  /** Accessible name, e.g. '3 sightings at this location'. */
  label: string;
}

/** What decides whether an existing marker element needs redrawing. */
export const markerSignature = (group: PointGroup, look: MarkerLook) =>
  [look.color, look.label, look.selected, group.featured, group.seen, group.ids.length].join('|');

/** A point drawn as a DOM marker: a button with the group's count when it holds several posts. */
export function createMarkerElement(): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'map-point';
  return element;
}

export function drawMarkerElement(
  element: HTMLButtonElement,
  group: PointGroup,
  look: MarkerLook,
): void {
  element.dataset.key = group.key;
  element.dataset.postIds = group.ids.join(',');
  element.setAttribute('aria-label', look.label);
  element.setAttribute('aria-pressed', String(look.selected));
  element.style.setProperty('--point-color', look.color);
  element.classList.toggle('map-point--selected', look.selected);
  element.classList.toggle('map-point--featured', group.featured);
  element.classList.toggle('map-point--seen', group.seen);
  const count = group.ids.length;
  element.classList.toggle('map-point--group', count > 1);
  if (count > 1) {
    const badge = document.createElement('span');
    badge.className = 'map-point__count';
    badge.setAttribute('aria-hidden', 'true');
    badge.textContent = count > 999 ? '999+' : String(count);
    element.replaceChildren(badge);
  } else {
    element.replaceChildren();
  }
}
