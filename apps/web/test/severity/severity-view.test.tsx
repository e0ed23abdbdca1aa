import '../helpers/dom-polyfills.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { SeverityView } from '@/features/post/severity/severity-view.tsx';
import { setupTestI18n } from '../helpers/i18n.ts';
import { severityPost } from './fixtures.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const renderView = (post: ReturnType<typeof severityPost>) =>
  render(<SeverityView post={post} onCorrect={vi.fn()} onClose={vi.fn()} />);

/** The metric rows by label, each with whether it carries the 'unclear' flag. */
function unclearByLabel(): Record<string, boolean> {
  const rows = screen.getAllByRole('listitem').filter((row) => within(row).queryByRole('meter'));
  return Object.fromEntries(
    rows.map((row) => [
      within(row).getByRole('meter').getAttribute('aria-label') ?? '',
      within(row).queryByText('unclear') !== null,
    ]),
  );
}

describe('the severity view', () => {
  it('flags a metric unclear from 0.4 up to, not including, 0.6', () => {
    renderView(
      severityPost({
        severity_level: 3,
        severity_level_adjusted: false,
        flooding_in_street: 0.6,
        flooding_on_private_property: 0.4,
        water_above_curb: 0.3999,
        debris_in_water: 0.5999,
      }),
    );
    expect(unclearByLabel()).toEqual({
      'Flooding in the street': false,
      'Flooding on private property': true,
      'Water above the curb': false,
      'Debris in water': true,
    });
  });

  it('shows the level, its height and description, the meters, the band and the AI note', () => {
    renderView(
      severityPost({ severity_level: 4, severity_level_adjusted: null, flooding_in_street: 0.9 }),
    );
    expect(
      screen.getByRole('heading', { name: /High/ }).querySelector('.severity-swatch--4'),
    ).not.toBeNull();
    expect(screen.getByText('Water height: 10 to 16 in')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other details' })).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Flooding in the street' });
    expect(meter.getAttribute('aria-valuetext')).toBe('90%, Very likely');
    expect(screen.getByRole('button', { name: 'Something is wrong' })).toBeTruthy();
    expect(screen.getByText(/^Help us help you!/)).toBeTruthy();
  });

  it('hides the AI details once a human adjusted the level, and says so', () => {
    renderView(
      severityPost({ severity_level: 2, severity_level_adjusted: true, flooding_in_street: 0.5 }),
    );
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Something is wrong' })).toBeNull();
    expect(
      screen.getByText('The severity level has been reviewed and updated by a human.'),
    ).toBeTruthy();
  });

  it('says that no level was predicted, not that the AI predicted one, when there is none', async () => {
    renderView(severityPost({ severity_level: null, severity_level_adjusted: null }));
    expect(screen.getByText('Not assessed')).toBeTruthy();
    expect(screen.queryByText(/was predicted by an artificial intelligence/)).toBeNull();
    expect(
      screen.getByText(/^Help us help you! No severity level was predicted for this sighting\./),
    ).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('es');
    renderView(severityPost({ severity_level: null, severity_level_adjusted: null }));
    expect(screen.getByText(/No se predijo ningún nivel de gravedad/)).toBeTruthy();
    expect(screen.getByText('Sin evaluar')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderView(
      severityPost({ severity_level: 5, severity_level_adjusted: false, water_above_curb: 0.45 }),
    );
    expect(screen.getByRole('meter', { name: 'Agua por encima del bordillo' })).toBeTruthy();
    expect(screen.getByText('dudoso')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Corregir la gravedad/ })).toBeTruthy();
  });
});
