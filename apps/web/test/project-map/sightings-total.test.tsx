import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { KEYWORD_TOTAL_LIMIT } from '@highwater/core/api/posts';
import { GroupHeader } from '@/features/project-map/sightings/group-header.tsx';
import type { ListGroup } from '@/features/project-map/sightings/list-groups.ts';
import { listRows } from '@/features/project-map/sightings/list-rows.ts';
import { SightingsTotal } from '@/features/project-map/sightings/sightings-total.tsx';
import type { GroupPages } from '@/features/project-map/sightings/use-group-pages.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const totalText = () => screen.getByTestId('sightings-total').textContent;

describe('the sightings total', () => {
  it('writes an exact count as the language writes numbers', async () => {
    render(<SightingsTotal total={12_345} capped={false} />);
    expect(totalText()).toBe('12,345 sightings');
    cleanup();
    await i18n.changeLanguage('es');
    render(<SightingsTotal total={12_345} capped={false} />);
    expect(totalText()).toBe('12.345 avistamientos');
  });

  it('says "more than" once a keyword count stopped at its bound', async () => {
    render(<SightingsTotal total={KEYWORD_TOTAL_LIMIT} capped />);
    expect(totalText()).toBe('1,000+ sightings');
    expect(screen.getByTestId('sightings-total').dataset).toMatchObject({
      total: '1000',
      capped: 'true',
    });
    cleanup();
    await i18n.changeLanguage('es');
    // Spanish groups digits from five on: 1000, but 12.000.
    render(<SightingsTotal total={KEYWORD_TOTAL_LIMIT} capped />);
    expect(totalText()).toBe('Más de 1000 avistamientos');
    cleanup();
    render(<SightingsTotal total={12_000} capped />);
    expect(totalText()).toBe('Más de 12.000 avistamientos');
  });

  it('keeps the singular for one sighting when exact', () => {
    render(<SightingsTotal total={1} capped={false} />);
    expect(totalText()).toBe('1 sighting');
  });
});

const severityGroup = (level: number): ListGroup => ({
  kind: 'severity',
  key: `severity-${level}`,
  query: { text: 'flood' },
  level,
});

describe('a group header with a capped count', () => {
  it('says "more than" in English and Spanish', async () => {
    render(<GroupHeader group={severityGroup(4)} total={KEYWORD_TOTAL_LIMIT} capped />);
    const count = () =>
      screen.getByRole('heading', { level: 3 }).querySelector('.group-header__count');
    expect(count()?.textContent).toBe('1,000+ sightings');
    cleanup();
    await i18n.changeLanguage('es');
    render(<GroupHeader group={severityGroup(4)} total={KEYWORD_TOTAL_LIMIT} capped />);
    expect(count()?.textContent).toBe('Más de 1000 avistamientos');
  });
});

const pages = (totals: [number | null, boolean][]): GroupPages[] =>
  totals.map(([total, totalCapped], index) => ({
    group: severityGroup(index),
    total,
    totalCapped,
    posts: [],
    hasMore: total !== 0,
    canLoadMore: false,
    isPending: total === null,
    isFetchingMore: false,
    isError: false,
  }));

describe('the total of grouped lists', () => {
  it('adds the groups and is capped when any group is', () => {
    const summary = listRows(
      pages([
        [KEYWORD_TOTAL_LIMIT, true],
        [250, false],
        [0, false],
      ]),
    );
    expect(summary).toMatchObject({ total: 1_250, capped: true, empty: false });
    const headers = summary.rows.filter((row) => row.type === 'header');
    expect(headers.map((row) => [row.total, row.capped])).toEqual([
      [KEYWORD_TOTAL_LIMIT, true],
      [250, false],
    ]);
  });

  it('is exact when every group is, and unknown until every first page is in', () => {
    expect(
      listRows(
        pages([
          [3, false],
          [4, false],
        ]),
      ),
    ).toMatchObject({ total: 7, capped: false });
    expect(
      listRows(
        pages([
          [KEYWORD_TOTAL_LIMIT, true],
          [null, false],
        ]),
      ),
    ).toMatchObject({
      total: null,
      capped: false,
    });
  });
});
