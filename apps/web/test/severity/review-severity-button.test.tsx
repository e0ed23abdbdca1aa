import '../helpers/dom-polyfills.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewSeverityButton } from '@/features/severity-review/review-severity-button.tsx';
import { setupTestI18n } from '../helpers/i18n.ts';
import { project } from '../helpers/post-fixtures.ts';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Reaches the button with the keyboard, the way react-aria shows a tooltip on focus. */
function tabTo(button: HTMLElement) {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  act(() => button.focus());
  act(() => {
    vi.advanceTimersByTime(1000);
  });
}

function renderButton(showSeverity = true) {
  return render(
    <MemoryRouter>
      <ReviewSeverityButton project={project({ show_severity: showSeverity })} />
    </MemoryRouter>,
  );
}

describe('the review severity button', () => {
  it('names its tooltip when the toolbar keeps only its icon', () => {
    vi.useFakeTimers();
    // jsdom lays nothing out: the name measures 0 pixels wide, as when the toolbar hides it.
    renderButton();
    tabTo(screen.getByRole('button', { name: 'Review severity' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Review severity');
  });

  it('shows no tooltip while its name is on screen', () => {
    vi.useFakeTimers();
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(120);
    renderButton();
    tabTo(screen.getByRole('button', { name: 'Review severity' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    width.mockRestore();
  });

  it('is absent where the project hides severity', () => {
    renderButton(false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
