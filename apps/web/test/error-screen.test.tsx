import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ServerError } from '@/api/api-errors.ts';
import { AppErrorBoundary, ErrorScreen, RouteErrorScreen } from '@/app/error-screen.tsx';
import { setupTestI18n } from './helpers/i18n.ts';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('The sightings could not be drawn');
}

describe('error screens', () => {
  it('say what went wrong in words and offer a reload when a screen fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Something unexpected went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText('The sightings could not be drawn')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('are the router’s error element', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/', element: <Broken />, errorElement: <RouteErrorScreen /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByText('Something unexpected went wrong. Please try again.'),
    ).toBeTruthy();
    // The detail stays for the console.
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The sightings could not be drawn' }),
    );
  });

  it('put what could not be done before why, without the server’s answer', () => {
    const body = '<html>Bad gateway</html>';
    render(<ErrorScreen error={new ServerError(502, body, body)} summary="The app stopped." />);
    expect(screen.getByRole('alert').textContent).toContain(
      'The app stopped. The server encountered an error. Please try again in a moment.',
    );
    expect(screen.getByRole('alert').textContent).not.toContain('Bad gateway');
  });
});
