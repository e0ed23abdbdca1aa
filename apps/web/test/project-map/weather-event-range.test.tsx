import { StrictMode, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WeatherEvent } from '@highwater/core/api/weather-events';
import { emptyFilter, type Filter } from '@highwater/core/filters/filter';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import { weatherEventsQueryOptions } from '@/api/get-weather-events.ts';
import { createQueryClient } from '@/app/query-client.ts';
import { WeatherEventField } from '@/features/project-map/filters/weather-event-field.tsx';
import type { MapProject } from '@/features/project-map/use-project-filter.ts';
import { chooseWeatherEvent } from '@/features/project-map/weather-events/weather-event-range.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

const PROJECT_ID = 4;
const STORED = `highwater.weatherEventRange.${PROJECT_ID}`;

const storm: WeatherEvent = {
  id: 11,
  name: 'Tropical storm',
  start_date: '2025-09-01T00:00:00.000Z',
  end_date: '2025-09-04T00:00:00.000Z',
};
const tide: WeatherEvent = {
  id: 12,
  name: 'King tide',
  start_date: '2025-10-06T00:00:00.000Z',
  end_date: null,
};

const withRange = (range: Partial<Filter>): Filter => ({ ...emptyFilter(), ...range });

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('choosing a weather event', () => {
  it("sets the range to the event's dates and None restores the range from before", () => {
    const before = withRange({ keyword: 'drain', since: { amount: 30, unit: 'days' } });
    const during = chooseWeatherEvent(before, storm, PROJECT_ID);
    expect(during).toEqual(
      withRange({
        keyword: 'drain',
        weatherEvent: 11,
        after: storm.start_date,
        before: storm.end_date ?? undefined,
      }),
    );
    expect(chooseWeatherEvent(during, null, PROJECT_ID)).toEqual(before);
  });

  it("keeps the range for the toolbar's None after the panel's None was left unapplied", () => {
    const before = withRange({ since: { amount: 30, unit: 'days' } });
    const applied = chooseWeatherEvent(before, storm, PROJECT_ID);
    // The panel's draft puts the range back, and is then dropped.
    expect(chooseWeatherEvent(applied, null, PROJECT_ID)).toEqual(before);
    expect(chooseWeatherEvent(applied, null, PROJECT_ID)).toEqual(before);
  });

  it('leaves a filter without an event as it is, range and memory alike', () => {
    const before = withRange({ since: { amount: 30, unit: 'days' } });
    const draft = chooseWeatherEvent(before, storm, PROJECT_ID);
    const applied = withRange({ after: '2025-01-01T00:00:00.000Z' });
    expect(chooseWeatherEvent(applied, null, PROJECT_ID)).toBe(applied);
    expect(chooseWeatherEvent(draft, null, PROJECT_ID)).toEqual(before);
  });

  it('keeps the range from before the first event when another event follows', () => {
    const before = withRange({
      after: '2025-01-01T00:00:00.000Z',
      before: '2025-02-01T00:00:00.000Z',
    });
    const first = chooseWeatherEvent(before, storm, PROJECT_ID);
    const second = chooseWeatherEvent(first, tide, PROJECT_ID);
    // An ongoing event has no end.
    expect(second).toEqual(withRange({ weatherEvent: 12, after: tide.start_date }));
    expect(chooseWeatherEvent(second, null, PROJECT_ID)).toEqual(before);
  });

  it("falls back to the project's default range when nothing was remembered", () => {
    const during = withRange({ weatherEvent: 11, after: storm.start_date });
    expect(chooseWeatherEvent(during, null, PROJECT_ID)).toEqual(emptyFilter());
  });
});

/** The field over a draft held the way the filters panel holds it: changes are state updaters. */
function DraftHarness({ initial }: { initial: Filter }) {
  const [draft, setDraft] = useState(initial);
  const project = { id: PROJECT_ID, rolling_time_range_days: null } as MapProject;
  return (
    <>
      <WeatherEventField project={project} draft={draft} onChange={setDraft} />
      <output data-testid="range">
        {JSON.stringify([draft.since, draft.after, draft.before])}
      </output>
    </>
  );
}

function renderField(initial: Filter) {
  const api = createApiClient({ apiBase: '/api/v2', authorization: async () => null });
  const queries = createQueryClient();
  const project = { id: PROJECT_ID, rolling_time_range_days: null };
  queries.setQueryData(weatherEventsQueryOptions(api, project).queryKey, [storm, tide]);
  // StrictMode calls state updaters twice, as React may in any render.
  render(
    <StrictMode>
      <QueryClientProvider client={queries}>
        <ApiProvider client={api}>
          <DraftHarness initial={initial} />
        </ApiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('the weather event field', () => {
  it('remembers the previous range once, outside the state updater, and None restores it', () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    renderField(withRange({ since: 'ever' }));
    const select = screen.getByRole('combobox', { name: 'Weather event' });

    fireEvent.change(select, { target: { value: String(storm.id) } });
    expect(writes.mock.calls.filter(([key]) => key === STORED)).toEqual([
      [STORED, JSON.stringify({ since: 'ever' })],
    ]);
    expect(screen.getByTestId('range').textContent).toBe(
      JSON.stringify([undefined, storm.start_date, storm.end_date]),
    );

    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByTestId('range').textContent).toBe(JSON.stringify(['ever', null, null]));
    expect(writes.mock.calls.filter(([key]) => key === STORED)).toHaveLength(1);
  });
});
