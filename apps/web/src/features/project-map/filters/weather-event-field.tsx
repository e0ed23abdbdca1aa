import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filter } from '@highwater/core/filters/filter';
import { useWeatherEvents } from '@/api/get-weather-events.ts';
import type { MapProject } from '../use-project-filter.ts';
import { chooseWeatherEvent } from '../weather-events/weather-event-range.ts';

interface WeatherEventFieldProps {
  project: MapProject;
  draft: Filter;
  onChange: (change: (current: Filter) => Filter) => void;
}

/** The weather event: its dates become the range; None puts the previous range back. */
export function WeatherEventField({ project, draft, onChange }: WeatherEventFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const events = useWeatherEvents(project);
  if (!events.data?.length) return null;
  return (
    <div className="filter-section field">
      <label className="filter-section__title" htmlFor={id}>
        {t('filters.weather_event')}
      </label>
      <select
        id={id}
        className="input select"
        value={draft.weatherEvent ?? ''}
        onChange={(event) => {
          const chosen = events.data.find((item) => String(item.id) === event.target.value);
          // Worked out here, once: choosing writes the remembered range to browser storage.
          const next = chooseWeatherEvent(draft, chosen ?? null, project.id);
          onChange(() => next);
        }}
      >
        <option value="">{t('filters.weather_event_none')}</option>
        {events.data.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
