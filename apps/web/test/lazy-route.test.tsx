import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { lazyRoute } from '@/app/lazy-route.tsx';
import { RouteErrorScreen } from '@/app/error-screen.tsx';
import { isChunkLoadError } from '@/app/route-chunk.ts';
import { reloadFailedStylesheets, watchFailedStylesheets } from '@/lib/failed-stylesheets.ts';
import { setupTestI18n } from './helpers/i18n.ts';

beforeAll(async () => {
  await setupTestI18n();
  watchFailedStylesheets();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const notArrived = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/post.js');

function Sighting() {
  return <p>The sighting</p>;
}

/** A screen whose code fails to arrive `failures` times, then arrives. */
function flakyScreen(failures: unknown[]) {
  const load = vi.fn(async () => {
    const failure = failures.shift();
    if (failure) throw failure;
    return { Sighting };
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorScreen />,
        hydrateFallbackElement: <p>Loading</p>,
        lazy: lazyRoute(load, (screen) => screen.Sighting),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return load;
}

describe('a screen whose code does not arrive', () => {
  it('tells a chunk that did not arrive from code that failed to run', () => {
    expect(isChunkLoadError(notArrived())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/post.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
  });

  it('says so in its place, and shows the screen once the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = flakyScreen([notArrived(), notArrived()]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of Highwater could not be loaded.');
    expect(alert.textContent).toContain('The server could not be reached.');

    // Still offline when the browser says it is back: the message stays, the app tries on.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('The sighting')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again at once on “Try again”', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    flakyScreen([notArrived()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The sighting')).toBeTruthy();
  });

  it('leaves code that failed to run to the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    flakyScreen([new TypeError('x is not a function')]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});

describe('stylesheets that failed to load', () => {
  it('are asked for again, in their place', async () => {
    const before = document.createElement('meta');
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/post.css';
    document.head.append(link, before);
    link.dispatchEvent(new Event('error'));

    const reloaded = reloadFailedStylesheets();
    const fresh = document.head.querySelector<HTMLLinkElement>('link[href="/assets/post.css"]');
    expect(fresh).not.toBe(link);
    expect(fresh?.nextElementSibling).toBe(before);
    expect(link.isConnected).toBe(false);
    fresh?.dispatchEvent(new Event('load'));
    await reloaded;

    // Loaded now: nothing more to ask for.
    await reloadFailedStylesheets();
    expect(document.head.querySelector('link[href="/assets/post.css"]')).toBe(fresh);
    fresh?.remove();
    before.remove();
  });
});
