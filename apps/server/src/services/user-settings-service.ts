import type { UserSettingAnswer, UserSettingName, UserSettings } from '@highwater/core/api/user';
import {
  DEFAULT_SYSTEM_OF_MEASURE,
  LANGUAGES,
  SYSTEMS_OF_MEASURE,
} from '@highwater/core/constants';
import type { Language, SystemOfMeasure } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import { badRequest } from '@/plugins/http-errors.ts';
import { upsertUserSetting } from '@/repositories/user-repository.ts';

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO 8601 date-time with a zone, normalised to UTC; null when the text is not one or names a
 * day that does not exist (Date.parse would roll 31 February over into March).
 */
export function parseIsoDateTime(text: string): string | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', fraction = '0', zone = 'Z'] = match;
  const parts = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [year, month, day, hour, minute, second] = parts;
  const ms = Math.floor(Number(`0.${fraction}`) * 1000);
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  const valid =
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month - 1 &&
    local.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!valid) return null;
  const offsetMinutes =
    zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) *
        (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return new Date(local.getTime() - offsetMinutes * 60_000).toISOString();
}

export const isSystemOfMeasure = (value: unknown): value is SystemOfMeasure =>
  SYSTEMS_OF_MEASURE.some((system) => system === value);

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language === value);

/** The value to store for a setting, or a 400 naming what is wrong. */
export function validateSettingValue(name: UserSettingName, value: string | null): string | null {
  switch (name) {
    case 'preferredSystemOfMeasure':
      if (!isSystemOfMeasure(value)) {
        throw badRequest(
          `preferredSystemOfMeasure must be one of ${SYSTEMS_OF_MEASURE.join(', ')}`,
        );
      }
      return value;
    case 'lastViewedMapTutorial': {
      if (value === null) return null;
      const normalised = parseIsoDateTime(value);
      if (!normalised) {
        throw badRequest(
          'lastViewedMapTutorial must be an ISO 8601 date-time with a time zone (e.g. 2024-05-01T12:00:00Z) or null',
        );
      }
      return normalised;
    }
  }
}

export async function saveUserSetting(
  db: Db,
  userId: number,
  name: UserSettingName,
  value: string | null,
): Promise<UserSettingAnswer> {
  const stored = validateSettingValue(name, value);
  await upsertUserSetting(db, userId, name, stored);
  return { name, value: stored };
}

/** The settings object of /me: stored values where valid, the spec's defaults otherwise. */
export function toUserSettings(rows: { name: string; value: unknown }[]): UserSettings {
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  const system = stored.get('preferredSystemOfMeasure');
  const tutorial = stored.get('lastViewedMapTutorial');
  const language = stored.get('preferredLanguage');
  return {
    preferredSystemOfMeasure: isSystemOfMeasure(system) ? system : DEFAULT_SYSTEM_OF_MEASURE,
    lastViewedMapTutorial: typeof tutorial === 'string' ? tutorial : null,
    preferredLanguage: isLanguage(language) ? language : null,
  };
}
