import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '@/api/api-errors.ts';
import { NotificationStack } from '@/ui/notifications/notification-stack.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { setupTestI18n } from './helpers/i18n.ts';

beforeAll(async () => {
  await setupTestI18n();
});

let store: NotificationStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = new NotificationStore();
  render(<NotificationStack store={store} />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const items = () => screen.queryAllByRole('listitem');
const messages = () =>
  items().map((item) => item.querySelector('.notification__message')?.textContent);
const notify = (input: Parameters<NotificationStore['notify']>[0]) =>
  act(() => {
    store.notify(input);
  });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('notifications', () => {
  it('stack newest first, each further one fainter', () => {
    notify({ message: 'first' });
    notify({ message: 'second' });
    notify({ message: 'third' });
    expect(messages()).toEqual(['third', 'second', 'first']);
    expect(items().map((item) => item.style.opacity)).toEqual(['1', '0.8', '0.6']);
  });

  it('count down only the top one, after 10 s by default', () => {
    notify({ message: 'older' });
    advance(6_000);
    notify({ message: 'newer' });
    advance(9_950);
    expect(messages()).toEqual(['newer', 'older']);
    advance(50);
    expect(messages()).toEqual(['older']);
    // The older one waited while it was not on top: it now gets its remaining 4 s.
    advance(3_950);
    expect(messages()).toEqual(['older']);
    advance(50);
    expect(messages()).toEqual([]);
  });

  it('honour an explicit timeout', () => {
    notify({ message: 'quick', timeout: 2_000 });
    advance(2_000);
    expect(items()).toHaveLength(0);
  });

  it('pause the countdown while the pointer is over the top one', () => {
    notify({ message: 'hover me' });
    advance(5_000);
    fireEvent.pointerEnter(items()[0]!);
    advance(60_000);
    expect(messages()).toEqual(['hover me']);
    fireEvent.pointerLeave(items()[0]!);
    advance(4_950);
    expect(messages()).toEqual(['hover me']);
    advance(50);
    expect(items()).toHaveLength(0);
  });

  it('keep errors with no explicit timeout, showing their detail in words', () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'name is required' };
    notify({
      message: 'Saving failed',
      error: new ClientError(400, `Bad Request ${JSON.stringify(body)}`, body),
    });
    notify({ message: 'Odd failure', error: { code: 'E42' } });
    advance(120_000);
    expect(messages()).toEqual(['Odd failure', 'Saving failed']);
    const details = screen.getAllByText(/./, { selector: '.notification__detail' });
    expect(details.map((detail) => detail.textContent)).toEqual([
      'Something unexpected went wrong. Please try again.',
      'The server did not accept this request. Please check it and try again.',
    ]);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('dismiss by hand', () => {
    notify({ message: 'one', error: true });
    notify({ message: 'two', error: true });
    fireEvent.click(within(items()[1]!).getByRole('button', { name: 'Dismiss' }));
    expect(messages()).toEqual(['two']);
  });

  it('show a bang for errors, a check for success and an info icon otherwise', () => {
    notify({ message: 'plain' });
    notify({ message: 'done', success: true });
    notify({ message: 'broken', error: true });
    const icons = items().map((item) => item.querySelector('svg')?.getAttribute('class') ?? '');
    expect(icons[0]).toContain('lucide-circle-alert');
    expect(icons[1]).toContain('lucide-circle-check');
    expect(icons[2]).toContain('lucide-info');
  });

  it('warn once about an unknown icon and render no icon', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    notify({ message: 'strange', icon: 'no-such-icon' });
    notify({ message: 'strange again', icon: 'no-such-icon' });
    advance(500);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain('no-such-icon');
    for (const item of items()) expect(item.querySelector('svg')).toBeNull();
  });
});
