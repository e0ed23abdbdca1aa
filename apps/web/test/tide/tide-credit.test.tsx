import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TideCredit as Credit } from '@highwater/core/api/tides';
import { TideCredit } from '@/features/post/tide/tide-credit.tsx';
import { changeLanguage } from '@/i18n/setup.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

const NEAPS = { name: 'Neaps tide database', url: 'https://github.com/openwatersio/tide-database' };

const noaa: Credit = {
  source: 'US National Oceanic and Atmospheric Administration',
  source_url: 'https://tidesandcurrents.noaa.gov/stationhome.html?id=8638610',
  database: NEAPS,
  licence: null,
  changes_url: null,
};

const ticon: Credit = {
  source: 'Hart-Davis, M., Dettmering, D., Seitz, F. (2025), TICON-4, SEANOE',
  source_url: null,
  database: NEAPS,
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  changes_url: 'https://github.com/openwatersio/tide-database#modifications-to-source-data',
};

const shown = (credit: Credit) =>
  render(
    <p>
      <TideCredit credit={credit} />
    </p>,
  ).container;

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('the credit under the tide chart', () => {
  it('names the source and the database in Spanish', async () => {
    await act(() => changeLanguage('es'));
    expect(shown(noaa).textContent).toBe(
      'Fuente: US National Oceanic and Atmospheric Administration · Base de datos: Neaps tide database',
    );
    expect(
      screen
        .getByRole('link', { name: 'US National Oceanic and Atmospheric Administration' })
        .getAttribute('href'),
    ).toBe(noaa.source_url);
  });

  it('names the licence and links the changes, in English', () => {
    expect(shown(ticon).textContent).toBe(
      `Source: ${ticon.source} · Database: Neaps tide database · Licence: CC BY 4.0 · Changes to the data`,
    );
    expect(screen.queryByRole('link', { name: ticon.source })).toBeNull();
    expect(screen.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      ticon.licence?.url,
    );
    expect(screen.getByRole('link', { name: 'Changes to the data' }).getAttribute('href')).toBe(
      ticon.changes_url,
    );
  });
});
