import { isSeverityLevel, type SeverityLevelNumber } from '@highwater/core/severity';

export type ReviewKeyAction =
  | { kind: 'level'; level: SeverityLevelNumber }
  | { kind: 'confirm' }
  | { kind: 'next' }
  | { kind: 'previous' };

export interface ReviewKey {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** What the focused element is: a button keeps its own Enter, a text field keeps every key. */
export type KeyTarget = 'button' | 'field' | 'other';

export function keyTarget(element: EventTarget | null): KeyTarget {
  if (!(element instanceof HTMLElement)) return 'other';
  if (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)) {
    return 'field';
  }
  return element.closest('button, a[href], [role="button"]') ? 'button' : 'other';
}

/**
 * The review's keys: 0–5 set the level, Enter confirms the level as it is, the arrow keys move
 * to the previous or next post. Keys with a modifier stay the browser's.
 */
export function reviewKeyAction(event: ReviewKey, target: KeyTarget): ReviewKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || target === 'field') return null;
  const digit = /^\d$/.test(event.key) ? Number(event.key) : null;
  if (digit !== null && isSeverityLevel(digit)) return { kind: 'level', level: digit };
  switch (event.key) {
    case 'Enter':
      return target === 'button' ? null : { kind: 'confirm' };
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'next' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'previous' };
    default:
      return null;
  }
}
