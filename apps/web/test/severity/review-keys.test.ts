import { describe, expect, it } from 'vitest';
import { keyTarget, reviewKeyAction } from '@/features/severity-review/review-keys.ts';

const press = (
  key: string,
  modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('the review keys', () => {
  it('set levels 0 to 5 with the digit keys, and nothing above', () => {
    expect(reviewKeyAction(press('0'), 'other')).toEqual({ kind: 'level', level: 0 });
    expect(reviewKeyAction(press('5'), 'button')).toEqual({ kind: 'level', level: 5 });
    expect(reviewKeyAction(press('6'), 'other')).toBeNull();
  });

  it('confirm with Enter, except on a button, which keeps its own Enter', () => {
    expect(reviewKeyAction(press('Enter'), 'other')).toEqual({ kind: 'confirm' });
    expect(reviewKeyAction(press('Enter'), 'button')).toBeNull();
  });

  it('move with the arrow keys', () => {
    expect(reviewKeyAction(press('ArrowRight'), 'other')).toEqual({ kind: 'next' });
    expect(reviewKeyAction(press('ArrowDown'), 'button')).toEqual({ kind: 'next' });
    expect(reviewKeyAction(press('ArrowLeft'), 'other')).toEqual({ kind: 'previous' });
    expect(reviewKeyAction(press('ArrowUp'), 'other')).toEqual({ kind: 'previous' });
  });

  it('leave text fields and modified keys alone', () => {
    expect(reviewKeyAction(press('3'), 'field')).toBeNull();
    expect(reviewKeyAction(press('3', { ctrlKey: true }), 'other')).toBeNull();
    expect(reviewKeyAction(press('ArrowLeft', { altKey: true }), 'other')).toBeNull();
  });

  it('tell fields, buttons and everything else apart', () => {
    const input = document.createElement('textarea');
    const button = document.createElement('button');
    const icon = document.createElement('span');
    button.append(icon);
    expect(keyTarget(input)).toBe('field');
    expect(keyTarget(icon)).toBe('button');
    expect(keyTarget(document.createElement('article'))).toBe('other');
    expect(keyTarget(null)).toBe('other');
  });
});
