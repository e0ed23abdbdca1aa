import type { Language } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import { checkbox, textField, type FieldError, type FormBody } from '../forms/form-input.ts';
import { endOfDay, parseDay } from '../forms/dates.ts';
import { isSlug } from '../forms/slug.ts';
import { PROJECT_LIMITS, PROJECTS_TEXTS } from './projects-texts.ts';

/** The project form as typed, to show again with its errors. */
export interface ProjectValues {
  name: string;
  slug: string;
  start_date: string;
  end_date: string;
  allow_exports: boolean;
  rolling_time_range_days: string;
  show_severity: boolean;
  show_internal_notes: boolean;
  accepts_public_reports: boolean;
  center_lat: string;
  center_lng: string;
}

/** The project's columns as the form sets them. */
export interface ProjectSettings {
  name: string;
  slug: string;
  start_date: Date | null;
  end_date: Date | null;
  allow_exports: boolean;
  rolling_time_range_days: number | null;
  show_severity: boolean;
  show_internal_notes: boolean;
  accepts_public_reports: boolean;
  center_lat?: number;
  center_lng?: number;
}

export function readProjectForm(body: FormBody): ProjectValues {
  return {
    name: textField(body, 'name'),
    slug: textField(body, 'slug'),
    start_date: textField(body, 'start_date'),
    end_date: textField(body, 'end_date'),
    allow_exports: checkbox(body, 'allow_exports'),
    rolling_time_range_days: textField(body, 'rolling_time_range_days'),
    show_severity: checkbox(body, 'show_severity'),
    show_internal_notes: checkbox(body, 'show_internal_notes'),
    accepts_public_reports: checkbox(body, 'accepts_public_reports'),
    center_lat: textField(body, 'center_lat'),
    center_lng: textField(body, 'center_lng'),
  };
}

const DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;

/** A coordinate within ±limit; undefined when empty (the database's default). */
function coordinate(value: string, limit: number): number | undefined | null {
  if (value === '') return undefined;
  if (!DECIMAL.test(value)) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}

/** The settings to store, or what is wrong with the form, field by field. */
export async function checkProjectForm(
  db: Db,
  values: ProjectValues,
  lang: Language,
  where: { clientGroupId: number; projectId: number | null },
): Promise<{ settings: ProjectSettings; errors: [] } | { errors: FieldError[] }> {
  const t = PROJECTS_TEXTS[lang].errors;
  const errors: FieldError[] = [];
  if (values.name === '') errors.push({ field: 'name', message: t.name });
  else if (values.name.length > PROJECT_LIMITS.name) {
    errors.push({ field: 'name', message: t.nameTooLong });
  }
  if (!isSlug(values.slug)) errors.push({ field: 'slug', message: t.slug });
  else {
    const taken = await db
      .selectFrom('projects')
      .select('id')
      .where('client_group_id', '=', where.clientGroupId)
      .where('slug', '=', values.slug)
      .$if(where.projectId !== null, (query) => query.where('id', '!=', where.projectId!))
      .executeTakeFirst();
    if (taken) errors.push({ field: 'slug', message: t.slugTaken });
  }
  const start = values.start_date === '' ? null : parseDay(values.start_date);
  const end = values.end_date === '' ? null : parseDay(values.end_date);
  if (values.start_date !== '' && !start)
    errors.push({ field: 'start_date', message: t.startDate });
  if (values.end_date !== '' && !end) errors.push({ field: 'end_date', message: t.endDate });
  if (start && end && end < start) errors.push({ field: 'end_date', message: t.endBeforeStart });
  let rolling: number | null = null;
  if (values.rolling_time_range_days !== '') {
    rolling = /^\d{1,4}$/.test(values.rolling_time_range_days)
      ? Number(values.rolling_time_range_days)
      : 0;
    if (rolling < 1 || rolling > PROJECT_LIMITS.rollingDays) {
      errors.push({ field: 'rolling_time_range_days', message: t.rollingDays });
    }
  }
  const lat = coordinate(values.center_lat, 90);
  const lng = coordinate(values.center_lng, 180);
  if (lat === null) errors.push({ field: 'center_lat', message: t.centerLat });
  if (lng === null) errors.push({ field: 'center_lng', message: t.centerLng });
  if (errors.length > 0 || lat === null || lng === null) return { errors };
  return {
    errors: [],
    settings: {
      name: values.name,
      slug: values.slug,
      start_date: start,
      end_date: end && endOfDay(end),
      allow_exports: values.allow_exports,
      rolling_time_range_days: rolling,
      show_severity: values.show_severity,
      show_internal_notes: values.show_internal_notes,
      accepts_public_reports: values.accepts_public_reports,
      ...(lat === undefined ? {} : { center_lat: lat }),
      ...(lng === undefined ? {} : { center_lng: lng }),
    },
  };
}
