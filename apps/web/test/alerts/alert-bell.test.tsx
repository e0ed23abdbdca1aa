import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Alert, AlertList } from '@highwater/core/api/alerts';
import { requestUrl } from '../helpers/fake-identity.ts';
import { setupTestI18n } from '../helpers/i18n.ts';
import { renderApp } from '../helpers/render-app.tsx';
import { changeLanguage } from '@/i18n/setup.ts';

const projects = [{ id: 10, name: 'Flood watch', slug: 'flood-watch', client_group_id: 1 }];

const alert = (id: number, read: boolean, severity: number | null, showSeverity = true): Alert => ({
  id,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  read,
  saved_search: { id: 3, title: 'Severe downtown' },
  project: {
    id: 10,
    slug: 'flood-watch',
    client_group_slug: 'harbor-city',
    show_severity: showSeverity,
  },
  post: {
    id: 100 + id,
    location: `${id} Main Street`,
    observed_at: new Date().toISOString(),
    severity_level: severity,
    status_name: 'New',
    thumbnail_url: null,
  },
});

const alerts: AlertList = {
  alerts: [alert(1, false, 5), alert(2, true, null), alert(3, true, 4, false)],
  unread_count: 1,
};

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the alert bell', () => {
  it('shows the unread count and the newest alerts', async () => {
    await renderApp('/harbor-city/files', { answers: { projects, alerts } });
    const bell = await screen.findByRole('button', { name: 'Alerts: 1 unread' });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    const rows = within(dialog).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Unread: 1 Main StreetMatches “Severe downtown”5Severity 5 · Extreme· New/,
      ),
      expect.stringMatching(/^2 Main StreetMatches “Severe downtown”Severity not assessed· New/),
      // A project that hides severity shows none (spec 001: severity UI needs show_severity).
      expect.stringMatching(/^3 Main StreetMatches “Severe downtown”New\d/),
    ]);
  });

  it('opens the sighting on the map and marks it read', async () => {
    const { router, apiFetch } = await renderApp('/harbor-city/files', {
      answers: { projects, alerts },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts: 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    fireEvent.click(within(dialog).getByRole('button', { name: /1 Main Street/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/harbor-city/flood-watch/map/101'),
    );
    await waitFor(() =>
      expect(
        apiFetch.mock.calls.some(
          ([input, init]) =>
            init?.method === 'POST' && requestUrl(input).endsWith('/api/v3/cx/alerts/1/read'),
        ),
      ).toBe(true),
    );
  });

  it('says there are none yet, in Spanish too', async () => {
    try {
      await changeLanguage('es');
      await renderApp('/harbor-city/files', { answers: { projects } });
      fireEvent.click(await screen.findByRole('button', { name: 'Alertas' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alertas' });
      expect(within(dialog).getByText(/^Aún no hay alertas/)).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
