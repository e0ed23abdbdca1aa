import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyResize, readColumnState } from '@/ui/column-state.ts';
import { CollapsibleColumn } from '@/ui/collapsible-column.tsx';
import { setupTestI18n } from './helpers/i18n.ts';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('column resizing rules', () => {
  const open = { collapsed: false, size: 320 };

  it('never goes below the minimum', () => {
    expect(applyResize(open, 200, 240)).toEqual({ collapsed: false, size: 240 });
  });

  it('collapses below half the minimum, keeping the last size', () => {
    expect(applyResize(open, 119, 240)).toEqual({ collapsed: true, size: 320 });
    expect(applyResize(open, 120, 240)).toEqual({ collapsed: false, size: 240 });
  });
});

describe('collapsible column', () => {
  const renderColumn = () =>
    render(
      <CollapsibleColumn id="sightings" title="Sightings" defaultSize={300} resizable>
        <p>content</p>
      </CollapsibleColumn>,
    );
  const width = () => screen.getByRole('complementary', { name: 'Sightings' }).style.width;

  it('resizes by 16 px per arrow key, 64 px with Shift, and stores the size', () => {
    renderColumn();
    const handle = screen.getByRole('separator', { name: 'Resize Sightings' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(width()).toBe('316px');
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(width()).toBe('252px');
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(width()).toBe('240px');
    expect(readColumnState('sightings', { collapsed: true, size: 1 })).toEqual({
      collapsed: false,
      size: 240,
    });
  });

  it('collapses and expands, remembering the state for the next visit', () => {
    renderColumn();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Sightings' }));
    expect(screen.queryByText('content')).toBeNull();
    cleanup();
    renderColumn();
    expect(screen.queryByText('content')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand Sightings' }));
    expect(screen.getByText('content')).toBeTruthy();
    expect(width()).toBe('300px');
  });

  it('makes way for another panel without touching the stored state', () => {
    const column = (makeWay: boolean) => (
      <CollapsibleColumn id="filters" title="Filters" defaultSize={300} makeWay={makeWay}>
        <p>content</p>
      </CollapsibleColumn>
    );
    const { rerender } = render(column(true));
    expect(screen.queryByText('content')).toBeNull();
    expect(readColumnState('filters', { collapsed: false, size: 1 }).collapsed).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Expand Filters' }));
    expect(screen.getByText('content')).toBeTruthy();

    rerender(column(false));
    rerender(column(true));
    expect(screen.queryByText('content')).toBeNull();
    rerender(column(false));
    expect(screen.getByText('content')).toBeTruthy();
  });
});
