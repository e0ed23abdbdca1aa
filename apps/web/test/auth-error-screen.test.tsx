import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { i18n } from 'i18next';
import { MemoryRouter } from 'react-router';
import { AUTH_ANSWER_STORAGE_KEY, SESSION_STORAGE_KEY } from '@highwater/core/constants';
import { NetworkError } from '@/api/api-errors.ts';
import { SessionGate } from '@/app/session-gate.tsx';
import { createIdentityClient } from '@/auth/identity-client.ts';
import { SessionProvider } from '@/auth/session-context.tsx';
import { SessionController } from '@/auth/session-controller.ts';
import { demoUser, fakeIdentityFetch, IDENTITY_BASE } from './helpers/fake-identity.ts';
import { setupTestI18n } from './helpers/i18n.ts';

let i18next: i18n;
const controllers: SessionController[] = [];

beforeAll(async () => {
  i18next = await setupTestI18n();
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(async () => {
  cleanup();
  for (const controller of controllers.splice(0)) controller.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

/** A session whose /me fails `drops` times with no answer, then answers; past its retries. */
async function sessionAfterRetries(drops: number) {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      access_token: 'a',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: 'r',
      retrieved_at: Date.now(),
    }),
  );
  let left = drops;
  const controller = new SessionController({
    identity: createIdentityClient(IDENTITY_BASE, origin, fakeIdentityFetch().fetchFn),
    loadUser: async () => {
      if (left-- > 0) throw new NetworkError(new TypeError('Failed to fetch'));
      return demoUser;
    },
  });
  controllers.push(controller);
  const started = controller.start();
  await vi.advanceTimersByTimeAsync(7_000);
  await started;
  render(
    <MemoryRouter>
      <SessionProvider controller={controller}>
        <SessionGate>
          <p>Signed in</p>
        </SessionGate>
      </SessionProvider>
    </MemoryRouter>,
  );
  return controller;
}

describe('the auth check error', () => {
  it('says in words that the server could not be reached, and offers to try again now', async () => {
    await sessionAfterRetries(5);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Error checking auth: The server could not be reached. Check your connection and try again.',
    );
    expect(alert.textContent).not.toContain('Failed to fetch');
    expect(alert.textContent).toContain('Highwater keeps trying by itself');
    expect(screen.getByRole('button', { name: 'Reload to try again' })).toBeTruthy();

    // Still down at the first try: the button says it is at it, and the retries go on.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'Trying again…' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('Signed in')).toBeTruthy();
  });

  it('goes away by itself once the connection is back', async () => {
    await sessionAfterRetries(4);
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Signed in')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    await sessionAfterRetries(5);
    expect(screen.getByRole('alert').textContent).toContain(
      'Error al comprobar la sesión: No se pudo conectar con el servidor.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('offers only the reload for a failure that trying again would not fix', async () => {
    sessionStorage.setItem(AUTH_ANSWER_STORAGE_KEY, JSON.stringify({ code: 'c', state: 'forged' }));
    const controller = new SessionController({
      identity: createIdentityClient(IDENTITY_BASE, origin, fakeIdentityFetch().fetchFn),
      loadUser: async () => demoUser,
    });
    controllers.push(controller);
    await controller.start();
    render(
      <MemoryRouter>
        <SessionProvider controller={controller}>
          <SessionGate>
            <p>Signed in</p>
          </SessionGate>
        </SessionProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'this sign-in was not started in this browser',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload to try again' })).toBeTruthy();
  });
});
