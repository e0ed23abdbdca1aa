/** Text the user may be typing into: focus is not taken away from it. */
export function isTypingIn(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'file'].includes(element.type)
  );
}

/** Focus is nowhere in particular: the element that had it went away. */
export const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

function scrollingBox(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(box).overflowY)) return box;
  }
  return null;
}

/**
 * Focuses an element, scrolling only the box it scrolls in, and only as far as needed. The
 * browser's own scrolling on focus also moves boxes whose overflow is hidden, which shifts the
 * screen's columns out of place.
 */
export function focusInPlace(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  const box = scrollingBox(element);
  if (!box) return;
  const target = element.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  if (target.top < frame.top) {
    box.scrollTop -= frame.top - target.top;
  } else if (target.bottom > frame.bottom) {
    box.scrollTop += Math.min(target.bottom - frame.bottom, target.top - frame.top);
  }
}
