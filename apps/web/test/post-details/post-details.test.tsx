import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '@highwater/core/api/posts';
import { PostDetails } from '@/features/post/details/post-details.tsx';
import { changeLanguage } from '@/i18n/setup.ts';
import { demoUser, requestUrl } from '../helpers/fake-identity.ts';
import { setupTestI18n } from '../helpers/i18n.ts';
import { post, project } from './fixtures.ts';
import { renderPostPart } from './render-post-part.tsx';

// The tide chart is its own part; here it only has to come last.
vi.mock('@/features/post/tide/tide-view.tsx', () => ({
  TideView: ({ post: shown }: { post: Post }) => <p>tide chart of post {shown.id}</p>,
}));

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The value cell of the row labelled `label`. */
const value = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  return plain(header.closest('tr')!.querySelector('td')!.textContent);
};

const checked = (radio: HTMLElement) => (radio as HTMLInputElement).checked;

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await changeLanguage('en');
});

// The machine running the tests is shared; the first render also loads the app's modules.
describe('the details table', { timeout: 20_000 }, () => {
  it('shows times in the place, coordinates, weather and answers by topic in imperial units', async () => {
    await renderPostPart(<PostDetails post={post} project={project} />);

    expect(value('Observed on')).toBe('Nov 3, 2026, 3:22 PM EST');
    expect(value('Submitted on')).toBe('Nov 3, 2026, 3:40 PM EST');
    expect(value('Latitude')).toBe('36.850769');
    expect(value('Longitude')).toBe('-76.285873');

    expect(value('Feels like')).toBe('64.4°F');
    expect(value('Actual temperature')).toBe('69.8°F');
    expect(value('Summary')).toBe('Heavy rain');
    expect(value('12-hour precipitation')).toBe('0.335 in');
    expect(value('Wind')).toBe('10 mph');

    expect(value('How deep is the water?')).toBe('12 in (304.8 mm)');
    expect(value('Rain in the last hour')).toBe('0.315 in (8 mm)');
    expect(value('Is the road passable?')).toBe('No');
    expect(value('What is blocking it?')).toBe('Leaves\nPlastic bags');
    expect(value('When was it flooded?')).toBe('Nov 3, 2026, 3:00 PM EST – ?');
    expect(value('Water temperature')).toBe('cold');
  });

  it('leaves out empty answers and empty topics, and puts the tide last', async () => {
    const { view } = await renderPostPart(<PostDetails post={post} project={project} />);

    expect(screen.queryByRole('rowheader', { name: 'Left unanswered' })).toBeNull();
    const groupHeadings = [...view.container.querySelectorAll('th[scope="rowgroup"]')].map(
      (cell) => cell.textContent,
    );
    expect(groupHeadings).toEqual(['Weather', 'Street flooding', 'Drains', 'Tide']);
    const lastRow = [...view.container.querySelectorAll('tr')].at(-1)!;
    expect(lastRow.textContent).toBe('tide chart of post 501');
  });

  it('leaves out the weather when it has nothing, and single weather values it lacks', async () => {
    const noWeather = { ...post, weather_details: null };
    const { view } = await renderPostPart(<PostDetails post={noWeather} project={project} />);
    expect(screen.queryByRole('rowheader', { name: 'Weather' })).toBeNull();
    view.unmount();

    const someWeather = {
      ...post,
      weather_details: {
        feels_like: null,
        actual_temp: 21,
        summary: null,
        precipitation_12hr: null,
        wind_speed: null,
      },
    };
    await renderPostPart(<PostDetails post={someWeather} project={project} />);
    expect(value('Actual temperature')).toBe('69.8°F');
    expect(screen.queryByRole('rowheader', { name: 'Feels like' })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Wind' })).toBeNull();
  });

  it('switches to metric, saves the choice and leads every measure with it', async () => {
    const { apiFetch } = await renderPostPart(<PostDetails post={post} project={project} />);
    expect(checked(screen.getByRole('radio', { name: 'Imperial' }))).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Metric' }));

    expect(checked(screen.getByRole('radio', { name: 'Metric' }))).toBe(true);
    expect(value('Feels like')).toBe('18°C');
    expect(value('12-hour precipitation')).toBe('8.5 mm');
    expect(value('Wind')).toBe('16.1 km/h');
    expect(value('How deep is the water?')).toBe('304.8 mm (12 in)');
    expect(value('Rain in the last hour')).toBe('8 mm (0.315 in)');
    await waitFor(() => {
      const saves = apiFetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
      expect(saves).toHaveLength(1);
      expect(requestUrl(saves[0]![0])).toContain('/user-settings/preferredSystemOfMeasure');
      expect(JSON.parse(saves[0]![1]!.body as string)).toEqual({ value: 'METRIC' });
    });
  });

  it('goes back to the saved system without a word when the save fails', async () => {
    const { apiFetch } = await renderPostPart(<PostDetails post={post} project={project} />, {
      settingStatus: 500,
    });

    fireEvent.click(screen.getByRole('radio', { name: 'Metric' }));
    // Shown at once, before the server answers.
    expect(value('Wind')).toBe('16.1 km/h');

    await waitFor(() =>
      expect(checked(screen.getByRole('radio', { name: 'Imperial' }))).toBe(true),
    );
    expect(value('Wind')).toBe('10 mph');
    expect(apiFetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts in the system the user chose before', async () => {
    const metricUser = {
      ...demoUser,
      userSettings: { ...demoUser.userSettings, preferredSystemOfMeasure: 'METRIC' as const },
    };
    await renderPostPart(<PostDetails post={post} project={project} />, { user: metricUser });
    expect(checked(screen.getByRole('radio', { name: 'Metric' }))).toBe(true);
    expect(value('Actual temperature')).toBe('21°C');
  });

  it('speaks Spanish with Spanish numbers and dates', async () => {
    await act(() => changeLanguage('es'));
    await renderPostPart(<PostDetails post={post} project={project} />);

    expect(value('Observado el')).toBe('3 nov 2026, 15:22 EST');
    expect(value('Latitud')).toBe('36,850769');
    expect(value('Sensación térmica')).toBe('64,4 °F');
    expect(value('Resumen')).toBe('Lluvia intensa');
    expect(value('Precipitación en 12 horas')).toBe('0,335 in');
    expect(value('Rain in the last hour')).toBe('0,315 in (8 mm)');
    expect(value('Is the road passable?')).toBe('No');
    expect(value('When was it flooded?')).toBe('3 nov 2026, 15:00 EST – ?');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Clima' }).getAttribute('colspan')).toBe(
      '2',
    );
    expect(within(table).getByRole('rowheader', { name: 'Marea' }).getAttribute('colspan')).toBe(
      '2',
    );
    expect(checked(screen.getByRole('radio', { name: 'Imperiales' }))).toBe(true);
  });
});
