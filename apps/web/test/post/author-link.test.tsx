import '../helpers/dom-polyfills.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { AuthorLink } from '@/features/post/panel/author-link.tsx';
import { ConfigProvider } from '@/lib/config-context.tsx';
import { author } from '../helpers/post-fixtures.ts';
import { testConfig } from '../helpers/render-app.tsx';
import { setupTestI18n } from '../helpers/i18n.ts';

let i18next: i18n;
beforeAll(async () => {
  i18next = await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const renderAuthor = (post: Parameters<typeof AuthorLink>[0]['post']) =>
  render(
    <ConfigProvider config={testConfig}>
      <AuthorLink post={post} />
    </ConfigProvider>,
  );

describe('who a sighting is from', () => {
  it('names a resident who reported it', () => {
    renderAuthor({ author, source: 'public' });
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('ARAna Ruiz');
    expect(link.getAttribute('title')).toBe('Public profile of Ana Ruiz (opens in a new tab)');
  });

  it('says a member logged it, in English and in Spanish', async () => {
    renderAuthor({ author, source: 'staff' });
    expect(screen.getByRole('link').textContent).toContain('Logged by Ana Ruiz');
    cleanup();
    await i18next.changeLanguage('es');
    renderAuthor({ author, source: 'staff' });
    expect(screen.getByRole('link').textContent).toContain('Registrado por Ana Ruiz');
  });

  it('says so when nobody is named', () => {
    renderAuthor({ author: null, source: 'intake_key' });
    expect(screen.getByText('Unknown reporter')).toBeTruthy();
  });
});
