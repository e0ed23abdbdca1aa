import type { Language } from '@highwater/core/constants';
import { checkbox, textField, type FieldError, type FormBody } from '../forms/form-input.ts';
import { endOfDay, parseDay } from '../forms/dates.ts';
import { WEATHER_EVENT_LIMITS, WEATHER_EVENTS_TEXTS } from './weather-events-texts.ts';

export interface WeatherEventValues {
  name: string;
  start: string;
  end: string;
  ongoing: boolean;
}

export interface WeatherEventDates {
  name: string;
  start_date: Date;
  /** Null while the event goes on. */
  end_date: Date | null;
}

export const readWeatherEventForm = (body: FormBody): WeatherEventValues => ({
  name: textField(body, 'name'),
  start: textField(body, 'start'),
  end: textField(body, 'end'),
  ongoing: checkbox(body, 'ongoing'),
});

/** The event to store (whole days: the end day is included), or what is wrong, field by field. */
export function checkWeatherEventForm(
  values: WeatherEventValues,
  lang: Language,
): { event: WeatherEventDates; errors: [] } | { errors: FieldError[] } {
  const t = WEATHER_EVENTS_TEXTS[lang].errors;
  const errors: FieldError[] = [];
  if (values.name === '') errors.push({ field: 'name', message: t.name });
  else if (values.name.length > WEATHER_EVENT_LIMITS.name) {
    errors.push({ field: 'name', message: t.nameTooLong });
  }
  const start = parseDay(values.start);
  if (!start) errors.push({ field: 'start', message: t.start });
  const end = values.ongoing ? null : parseDay(values.end);
  if (!values.ongoing && !end) errors.push({ field: 'end', message: t.end });
  if (start && end && end < start) errors.push({ field: 'end', message: t.endBeforeStart });
  if (errors.length > 0 || !start) return { errors };
  return {
    errors: [],
    event: { name: values.name, start_date: start, end_date: end && endOfDay(end) },
  };
}
