import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PostHistory } from '@/features/post/history/post-history.tsx';
import { changeLanguage } from '@/i18n/setup.ts';
import { setupTestI18n } from '../helpers/i18n.ts';
import { post, project } from './fixtures.ts';
import { renderPostPart } from './render-post-part.tsx';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const entries = () =>
  screen.queryAllByRole('listitem').map((item) => ({
    who: item.querySelector('.post-history__name')?.textContent,
    change: item.querySelector('.post-history__change')?.textContent,
    comment: item.querySelector('.post-history__comment')?.textContent ?? null,
    when: plain(item.querySelector('time')?.getAttribute('title') ?? null),
  }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await changeLanguage('en');
});

// The machine running the tests is shared; the first render also loads the app's modules.
describe('the post history', { timeout: 20_000 }, () => {
  it('lists status changes and severity reviews, newest first, with who, when and what', async () => {
    await renderPostPart(<PostHistory post={post} project={project} />);

    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
    expect(entries()).toEqual([
      {
        who: 'Ana Ruiz',
        change: 'Severity confirmed: High',
        comment: null,
        when: 'Nov 4, 2026, 5:00 AM EST',
      },
      {
        who: 'Someone',
        change: 'Status: Reviewed → Unknown status',
        comment: null,
        when: 'Nov 4, 2026, 4:00 AM EST',
      },
      {
        who: 'Luis Ortega',
        change: 'Severity: Medium → High',
        comment: 'Water above the wheel hubs.',
        when: 'Nov 3, 2026, 5:00 PM EST',
      },
      {
        who: 'Ana Ruiz',
        change: 'Status: New → Reviewed',
        comment: null,
        when: 'Nov 3, 2026, 4:00 PM EST',
      },
    ]);
    expect(screen.getAllByRole('listitem')[0]!.querySelector('time')!.dateTime).toBe(
      '2026-11-04T10:00:00.000Z',
    );
  });

  it('names a first status and a first level without a "from"', async () => {
    const first = {
      ...post,
      history: [
        {
          kind: 'status' as const,
          at: '2026-11-03T21:00:00.000Z',
          user: null,
          from_status_id: null,
          to_status_id: 3,
        },
        {
          kind: 'severity' as const,
          at: '2026-11-03T21:30:00.000Z',
          user: null,
          from_level: null,
          to_level: 0,
          comment: '  ',
        },
      ],
    };
    await renderPostPart(<PostHistory post={first} project={project} />);
    expect(entries().map((entry) => entry.change)).toEqual([
      'Severity: No water',
      'Status: Resolved',
    ]);
    expect(entries()[0]!.comment).toBeNull();
  });

  it('tells a severity comment sent with no level chosen, with the comment', async () => {
    const commented = {
      ...post,
      history: [
        {
          kind: 'severity' as const,
          at: '2026-11-03T21:30:00.000Z',
          user: null,
          from_level: null,
          to_level: null,
          comment: 'Hard to tell from the photo',
        },
      ],
    };
    await renderPostPart(<PostHistory post={commented} project={project} />);
    expect(entries().map(({ change, comment }) => ({ change, comment }))).toEqual([
      { change: 'Severity comment, no level chosen', comment: 'Hard to tell from the photo' },
    ]);
  });

  it('leaves severity out where the project does not show it', async () => {
    await renderPostPart(
      <PostHistory post={post} project={{ ...project, show_severity: false }} />,
    );
    expect(entries().map((entry) => entry.change)).toEqual([
      'Status: Reviewed → Unknown status',
      'Status: New → Reviewed',
    ]);
  });

  it('says so quietly when nothing has changed yet', async () => {
    await renderPostPart(<PostHistory post={{ ...post, history: [] }} project={project} />);
    expect(screen.getByText('No changes yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks Spanish, with Spanish level names and dates', async () => {
    await act(() => changeLanguage('es'));
    await renderPostPart(<PostHistory post={post} project={project} />);
    expect(screen.getByRole('heading', { name: 'Historial' })).toBeTruthy();
    expect(entries().map((entry) => [entry.who, entry.change, entry.when])).toEqual([
      ['Ana Ruiz', 'Gravedad confirmada: Alta', '4 nov 2026, 5:00 EST'],
      ['Alguien', 'Estado: Reviewed → Estado desconocido', '4 nov 2026, 4:00 EST'],
      ['Luis Ortega', 'Gravedad: Media → Alta', '3 nov 2026, 17:00 EST'],
      ['Ana Ruiz', 'Estado: New → Reviewed', '3 nov 2026, 16:00 EST'],
    ]);
  });
});
