import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, requestUrl } from './helpers/fake-identity.ts';
import { setupTestI18n } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { changeLanguage } from '@/i18n/setup.ts';

const twoGroups = {
  ...demoUser,
  clientGroups: [
    { id: 1, name: 'Harbor City', slug: 'harbor-city', masvEmbedUrl: null },
    {
      id: 2,
      name: 'Bay County',
      slug: 'bay-county',
      masvEmbedUrl: 'https://transfer.example.test/bay',
    },
  ],
};
const projects = [
  { id: 10, name: 'Flood watch', slug: 'flood-watch', client_group_id: 1 },
  { id: 11, name: 'King tides', slug: 'king-tides', client_group_id: 2 },
];

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
  vi.unstubAllGlobals();
});

describe('shell', () => {
  it('shows the navigation with accessible names and the user tag', async () => {
    await renderApp('/harbor-city/files', { user: twoGroups, answers: { projects } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Map', 'Files', 'Settings', 'User groups', 'People', 'Surveys']) {
      expect(within(nav).getByLabelText(name)).toBeTruthy();
    }
    expect(screen.getByText('Harbor City')).toBeTruthy();
    expect(screen.getByText('Ana Ruiz')).toBeTruthy();
    const avatar = screen.getByRole('link', { name: 'AR, your profile' });
    expect(avatar.getAttribute('href')).toBe('https://main.example.test/profile/7');
    expect(avatar.getAttribute('title')).toMatch(/^Built /);
  });

  it('speaks the language saved with the account when this browser chose none', async () => {
    const user = {
      ...twoGroups,
      userSettings: { ...twoGroups.userSettings, preferredLanguage: 'es' as const },
    };
    try {
      await renderApp('/harbor-city/files', { user, answers: { projects } });
      const nav = await screen.findByRole('navigation', { name: 'Principal' });
      expect(within(nav).getByLabelText('Configuración')).toBeTruthy();
      expect(localStorage.getItem('highwater.lang')).toBeNull();
    } finally {
      await changeLanguage('en');
      localStorage.clear();
    }
  });

  it('embeds the client group’s transfer portal, or the default one', async () => {
    const { router } = await renderApp('/bay-county/files', {
      user: twoGroups,
      answers: { projects },
    });
    const frame = await screen.findByTitle('File transfer for Bay County');
    expect(frame.getAttribute('src')).toBe('https://transfer.example.test/bay');
    await act(() => router.navigate('/harbor-city/files'));
    expect(screen.getByTitle('File transfer for Harbor City').getAttribute('src')).toBe(
      'http://localhost:3000/file-transfer?lang=en',
    );
    expect(screen.getByText(/secure file-transfer service/)).toBeTruthy();
  });

  it('opens the coming-soon dialog from the address with a link to the classic view', async () => {
    const { router } = await renderApp('/harbor-city/files?coming-soon=userGroups');
    const dialog = await screen.findByRole('dialog', { name: 'Coming soon' });
    expect(within(dialog).getByText(/User groups is not in the Advanced View yet/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Open in the Classic View' }).getAttribute('href'),
    ).toBe('https://main.example.test/admin/user-groups');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on the Advanced View' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens the coming-soon dialog from the navigation', async () => {
    const { router } = await renderApp('/harbor-city/files');
    fireEvent.click(await screen.findByRole('button', { name: 'Surveys' }));
    expect(await screen.findByRole('dialog', { name: 'Coming soon' })).toBeTruthy();
    expect(router.state.location.search).toBe('?coming-soon=surveys');
  });

  it('reads "Not found" for an unknown address', async () => {
    await renderApp('/harbor-city/flood-watch/map/1/extra/parts/here');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('disables the project menu when there are no projects', async () => {
    await renderApp('/harbor-city/files');
    const button = await screen.findByRole('button', { name: 'No projects available' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('says there are no projects on a phone’s chooser button too', async () => {
    // A phone's width: the screen-size queries of 32rem and below match.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener() {},
      removeEventListener() {},
    }));
    await renderApp('/', { user: { ...demoUser, clientGroups: [] } });
    const chooser = await screen.findByRole('button', { name: /Choose project and more details/ });
    await waitFor(() => expect(chooser.textContent).toContain('No projects available'));
    expect(chooser.textContent).not.toContain('Choose a project');
  });

  it('names the current project in the project menu', async () => {
    await renderApp('/harbor-city/flood-watch/map', { user: twoGroups, answers: { projects } });
    // The map screen below is large: look in the toolbar only.
    const toolbar = await screen.findByRole('banner');
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Project: Flood watch' })).toBeTruthy(),
    );
    // The map screen's own code, loaded with the route, remembers the project. That code is the
    // largest chunk to transform on first load: on a busy 2-core machine it took over 5 s.
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem('highwater.recentProject') ?? 'null')).toEqual({
          clientGroupSlug: 'harbor-city',
          projectSlug: 'flood-watch',
        }),
      { timeout: 30_000 },
    );
  });

  it('goes home to the remembered project', async () => {
    localStorage.setItem(
      'highwater.recentProject',
      JSON.stringify({ clientGroupSlug: 'bay-county', projectSlug: 'king-tides' }),
    );
    const { router } = await renderApp('/', { user: twoGroups, answers: { projects } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bay-county/king-tides/map'));
  });

  it('asks a user with no project to contact support', async () => {
    await renderApp('/', { user: { ...demoUser, clientGroups: [] } });
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@highwater.test' })).toBeTruthy();
  });

  it('asks "Sign out?" on a right-click of the avatar and signs out on confirmation', async () => {
    const { session, identity } = await renderApp('/harbor-city/files');
    fireEvent.contextMenu(await screen.findByRole('link', { name: 'AR, your profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(session.getState().status).toBe('signed-out'));
    expect(identity.logoutCalls).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('puts the system of measure back when saving it fails', async () => {
    const { session, apiFetch } = await renderApp('/harbor-city/files', {
      answers: { settingStatus: 500 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('link', { name: 'support@highwater.test' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Metric' }));
    expect(session.getState().user?.userSettings.preferredSystemOfMeasure).toBe('METRIC');
    await waitFor(() =>
      expect(session.getState().user?.userSettings.preferredSystemOfMeasure).toBe('IMPERIAL'),
    );
    const put = apiFetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(requestUrl(put[0])).toMatch(/\/api\/v2\/user-settings\/preferredSystemOfMeasure$/);
    expect(put[1]!.body).toBe('{"value":"METRIC"}');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('signed out', () => {
  it('asks to log in with the work e-mail, linking to the authorize address', async () => {
    await renderApp('/harbor-city/flood-watch/map/12,34', { signedIn: false });
    const link = await screen.findByRole('link', { name: 'Log In' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/\/identity\/authorize\?/));
    expect(screen.getByText(/log in with your work e-mail/)).toBeTruthy();
    expect(screen.getByText('See the linked posts on main.example.test:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post 12' }).getAttribute('href')).toBe(
      'https://main.example.test/p/12',
    );
    expect(screen.getByRole('link', { name: 'Post 34' })).toBeTruthy();
  });

  it('goes straight to the sign-in with from=main', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      href: 'http://localhost:3000/?from=main',
      origin: 'http://localhost:3000',
    });
    await renderApp('/?from=main', { signedIn: false });
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(String(assign.mock.calls[0]![0])).toMatch(/\/identity\/authorize\?/);
  });
});
