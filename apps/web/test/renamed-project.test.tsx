import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';

const projects = [{ id: 10, name: 'Flood watch', slug: 'flood-watch-2026', client_group_id: 1 }];

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

describe('a renamed project', () => {
  it('opens at its new address from its old one, keeping the rest of the address', async () => {
    const { router, apiFetch } = await renderApp('/harbor-city/flood-watch/map/12?status=1', {
      answers: {
        projects,
        projectAddresses: {
          '/harbor-city/flood-watch': {
            project_id: 10,
            client_group_slug: 'harbor-city',
            project_slug: 'flood-watch-2026',
          },
        },
      },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/harbor-city/flood-watch-2026/map/12'),
    );
    expect(router.state.location.search).toBe('?status=1');
    // Replaced, not pushed: Back does not return to the old address.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      apiFetch.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('/project-addresses/'),
      ),
    ).toBe(true);
  });

  it('still says the project could not be loaded when no project had the address', async () => {
    const { router } = await renderApp('/harbor-city/never-was/map', { answers: { projects } });
    expect(await screen.findByText('This project could not be loaded')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/harbor-city/never-was/map');
  });
});

describe('a renamed client group', () => {
  it('opens its project at the group’s new address from the old one', async () => {
    const { router } = await renderApp('/harbor-town/flood-watch-2026/map?status=1', {
      answers: {
        projects,
        projectAddresses: {
          '/harbor-town/flood-watch-2026': {
            project_id: 10,
            client_group_slug: 'harbor-city',
            project_slug: 'flood-watch-2026',
          },
        },
      },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/harbor-city/flood-watch-2026/map'),
    );
    expect(router.state.location.search).toBe('?status=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('still says there is no access to a group that is none of the user’s', async () => {
    const { router } = await renderApp('/other-town/flood-watch-2026/map', {
      answers: { projects },
    });
    expect(await screen.findByText('No access to this client group')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other-town/flood-watch-2026/map');
  });
});
