import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { GroupHeader } from '@/features/project-map/sightings/group-header.tsx';
import type { ListGroup } from '@/features/project-map/sightings/list-groups.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const severityGroup = (level: number | null): ListGroup => ({
  kind: 'severity',
  key: `severity-${level ?? 'none'}`,
  query: {},
  level,
});

describe('the group header', () => {
  it('names a severity level with its swatch and counts its sightings', () => {
    render(<GroupHeader group={severityGroup(4)} total={1234} />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.querySelector('.severity-swatch--4')?.textContent).toBe('4');
    expect(heading.querySelector('.group-header__title')?.textContent).toBe('High');
    expect(heading.querySelector('.group-header__count')?.textContent).toBe('1,234 sightings');
  });

  it('names the group of sightings without a level, with no swatch', async () => {
    render(<GroupHeader group={severityGroup(null)} total={1} />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.querySelector('.severity-swatch')).toBeNull();
    expect(heading.querySelector('.group-header__title')?.textContent).toBe('Not assessed');
    expect(heading.querySelector('.group-header__count')?.textContent).toBe('1 sighting');
    cleanup();
    await i18n.changeLanguage('es');
    render(<GroupHeader group={severityGroup(null)} total={null} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Sin evaluar');
  });

  it('names a status group by its label', () => {
    const group: ListGroup = {
      kind: 'status',
      key: 'status-1',
      query: {},
      status: { id: 1, label: 'Reviewed', order: 1, default: false, quick_replies: [] },
    };
    render(<GroupHeader group={group} total={0} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('Reviewed');
  });
});
