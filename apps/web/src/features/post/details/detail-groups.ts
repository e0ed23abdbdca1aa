import type { TFunction } from 'i18next';
import type { Post } from '@highwater/core/api/posts';
import type { SystemOfMeasure } from '@highwater/core/constants';
import { formatAnswer } from '@highwater/core/format/answer';
import {
  formatPrecipitation,
  formatTemperature,
  formatWindSpeed,
} from '@highwater/core/format/measure';
import { formatPlaceTime } from '@highwater/core/format/place-time';
import { weatherSummary } from './weather-summary.ts';

export interface DetailRow {
  key: string;
  label: string;
  value: string;
}

export interface DetailGroup {
  key: string;
  /** Null for the first group (times and place), which needs no heading. */
  heading: string | null;
  rows: DetailRow[];
}

export interface DetailContext {
  locale: string;
  system: SystemOfMeasure;
  t: TFunction;
  /** The zone the post's times are shown in (lib/time/use-sighting-time.ts). */
  timeZone: string;
}

const COORDINATE_DECIMALS = 6;

/** Keeps the rows that have something to show. */
const present = (rows: (DetailRow | null)[]): DetailRow[] =>
  rows.filter((row): row is DetailRow => row !== null && row.value.trim() !== '');

function row<T>(
  key: string,
  label: string,
  value: T | null | undefined,
  format: (value: T) => string,
): DetailRow | null {
  return value === null || value === undefined ? null : { key, label, value: format(value) };
}

function weatherRows(post: Post, { locale, system, t }: DetailContext): DetailRow[] {
  const weather = post.weather_details;
  if (!weather) return [];
  return present([
    row('feels_like', t('post.details.feels_like'), weather.feels_like, (c) =>
      formatTemperature(c, system, locale),
    ),
    row('actual_temp', t('post.details.actual_temp'), weather.actual_temp, (c) =>
      formatTemperature(c, system, locale),
    ),
    row('summary', t('post.details.summary'), weather.summary, (text) => weatherSummary(text, t)),
    row(
      'precipitation_12hr',
      t('post.details.precipitation_12hr'),
      weather.precipitation_12hr,
      (m) => formatPrecipitation(m, system, locale),
    ),
    row('wind', t('post.details.wind'), weather.wind_speed, (mph) =>
      formatWindSpeed(mph, system, locale),
    ),
  ]);
}

/**
 * The rows of the details table (spec 001 section 2): times and place, weather, then the answers
 * grouped by topic. Rows without a value and groups without rows are left out.
 */
export function detailGroups(post: Post, context: DetailContext): DetailGroup[] {
  const { locale, system, t, timeZone } = context;
  const coordinate = new Intl.NumberFormat(locale, {
    maximumFractionDigits: COORDINATE_DECIMALS,
    useGrouping: false,
  });
  const time = (iso: string) => formatPlaceTime(iso, timeZone, locale);
  const answerContext = {
    locale,
    system,
    timeZone,
    words: { yes: t('post.details.yes'), no: t('post.details.no') },
  };

  const groups: DetailGroup[] = [
    {
      key: 'place',
      heading: null,
      rows: present([
        row('observed_on', t('post.details.observed_on'), post.observed_at, time),
        row('submitted_on', t('post.details.submitted_on'), post.created_at, time),
        row('latitude', t('post.details.latitude'), post.lat, (n) => coordinate.format(n)),
        row('longitude', t('post.details.longitude'), post.lng, (n) => coordinate.format(n)),
      ]),
    },
    { key: 'weather', heading: t('post.details.weather'), rows: weatherRows(post, context) },
    ...post.structured_answers.map((group) => ({
      key: `topic-${group.investigation_id}`,
      heading: group.investigation_name,
      rows: present(
        group.answers
          .filter((answer) => answer.value.trim() !== '')
          .map((answer) => ({
            key: `answer-${answer.id}`,
            label: answer.question.title,
            value: formatAnswer(answer, answerContext),
          })),
      ),
    })),
  ];
  return groups.filter((group) => group.rows.length > 0);
}
