import { useEffect, type RefObject } from 'react';

/** Where notifications.css reads the place of the notifications, on the root element. */
const AREA_ATTRIBUTE = 'data-notification-area';
const AREA = {
  left: '--notification-area-left',
  bottom: '--notification-area-bottom',
  width: '--notification-area-width',
} as const;
const ROOM = '--notification-room';
/** The gaps below and above the stack where it sits at the bottom of the window (2 × 8 px). */
const ROOM_GAPS_PX = 16;

/**
 * Places the notifications over the bottom-left corner of an element while it is on screen (the
 * project map: above its timeline and the phone's bar, over nothing but the map itself).
 * Elsewhere, and while a modal is open, they sit at the bottom of the window.
 */
export function useNotificationArea(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const place = () => {
      const box = element.getBoundingClientRect();
      root.style.setProperty(AREA.left, `${box.left}px`);
      root.style.setProperty(AREA.bottom, `${window.innerHeight - box.bottom}px`);
      root.style.setProperty(AREA.width, `${box.width}px`);
    };
    place();
    root.setAttribute(AREA_ATTRIBUTE, '');
    // Columns opening or closing beside the map resize it; a resized window may move it. (The
    // test pages of jsdom have no ResizeObserver.)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      root.removeAttribute(AREA_ATTRIBUTE);
      for (const property of Object.values(AREA)) root.style.removeProperty(property);
    };
  }, [ref]);
}

/**
 * Keeps the height the stack takes at the bottom of the window on the root element, for modals
 * to leave that room free: a notification shown while a sheet or dialog is open covers none of
 * its controls.
 */
export function useNotificationRoom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      root.style.setProperty(ROOM, height > 0 ? `${height + ROOM_GAPS_PX}px` : '0px');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(ROOM);
    };
  }, [ref]);
}
