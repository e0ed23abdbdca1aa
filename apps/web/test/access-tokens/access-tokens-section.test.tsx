import '../helpers/dom-polyfills.ts';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessToken } from '@highwater/core/api/access-tokens';
import { AccessTokensSection } from '@/features/access-tokens/access-tokens-section.tsx';
import { changeLanguage } from '@/i18n/setup.ts';
import { json, type ApiCall } from '../helpers/api-calls.ts';
import { setupTestI18n } from '../helpers/i18n.ts';
import { signedInApi } from '../helpers/signed-in-api.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const PATH = '/api/v3/cx/users/me/access-tokens';
const SECRET = `hw_pat_${'s'.repeat(43)}`;

const token = (id: number, name: string, overrides: Partial<AccessToken> = {}): AccessToken => ({
  id,
  name,
  created_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2099-03-31T10:00:00.000Z',
  last_used_at: null,
  ...overrides,
});

/** A scripted token store: list, create and revoke as the server does. */
function tokenApi(initial: AccessToken[]) {
  let tokens = [...initial];
  let nextId = 100;
  return (call: ApiCall) => {
    if (call.path === PATH && call.method === 'GET') return json(tokens);
    if (call.path === PATH && call.method === 'POST') {
      const body = call.body as { name: string; expires_in_days: number };
      const created = token(nextId++, body.name);
      tokens = [created, ...tokens];
      return json({ ...created, token: SECRET }, 201);
    }
    const id = Number(/\/access-tokens\/(\d+)$/.exec(call.path)?.[1]);
    if (call.method === 'DELETE' && id) {
      tokens = tokens.filter((listed) => listed.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

async function renderSection(initial: AccessToken[]) {
  const api = await signedInApi(tokenApi(initial));
  render(api.wrap(<AccessTokensSection />));
  return api;
}

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('access tokens for GIS', () => {
  it('lists the tokens with their dates, and says which has expired', async () => {
    await renderSection([
      token(1, 'QGIS office', { last_used_at: '2026-03-02T12:30:00.000Z' }),
      token(2, 'Old laptop', { expires_at: '2026-03-08T10:00:00.000Z' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your access tokens' });
    const [qgis, old] = within(list).getAllByRole('listitem');
    expect(qgis?.textContent).toContain('QGIS office');
    expect(qgis?.textContent).toContain('Created Mar 1, 2026');
    expect(qgis?.textContent).toContain('Expires Mar 31, 2099');
    expect(qgis?.textContent).toMatch(/Last used Mar 2, 2026/);
    expect(old?.textContent).toContain('Expired Mar 8, 2026');
    expect(old?.textContent).toContain('Never used');
    expect(screen.getByRole('heading', { name: 'Access tokens for GIS' })).toBeTruthy();
  });

  it('creates a token with the chosen lifetime and shows its secret once', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { calls } = await renderSection([]);
    expect(await screen.findByText('You have no access tokens yet.')).toBeTruthy();

    const create = screen.getByRole('button', { name: 'Create token' });
    expect(create.hasAttribute('disabled') || create.getAttribute('aria-disabled')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: '  GDAL nightly ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '1 year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByRole('textbox', { name: 'The new token' });
    expect((secret as HTMLInputElement).value).toBe(SECRET);
    expect(screen.getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'GDAL nightly',
      expires_in_days: 365,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Token copied.')).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Your access tokens' });
    expect(within(list).getByText('GDAL nightly')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'The new token' })).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('revokes a token only after confirming', async () => {
    const { calls } = await renderSection([token(1, 'QGIS office'), token(2, 'Spare')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke QGIS office' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke QGIS office' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('“QGIS office” was revoked.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('QGIS office')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${PATH}/1`,
    ]);
    expect(screen.getByText('Spare')).toBeTruthy();
  });

  it('offers no form once the live tokens reach the limit', async () => {
    await renderSection(Array.from({ length: 20 }, (_, i) => token(i + 1, `Token ${i + 1}`)));
    expect(await screen.findByText(/You have 20 tokens in use/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    try {
      await renderSection([token(1, 'QGIS oficina')]);
      expect(
        await screen.findByRole('heading', { name: 'Tokens de acceso para SIG' }),
      ).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Revocar QGIS oficina' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: '1 año' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Crear token' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
