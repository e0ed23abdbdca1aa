import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import { dayIn } from './zoned-dates.ts';

/**
 * A bound of a custom date and what sets it: the project's start or rolling window, its end or
 * today, or the range's own start (the To date comes no earlier than the From date).
 */
export interface DateLimit {
  date: Date;
  reason: 'start' | 'window' | 'end' | 'today' | 'from';
  /** The rolling window's length, for 'window'. */
  days?: number;
}

export interface RangeLimits {
  min: DateLimit;
  max: DateLimit;
}

/**
 * The limit a chosen date breaks, or null. Days are compared as the calendar shows them, in the
 * zone of the fields: the calendar offers the bounds' own days, and Apply keeps the range inside
 * the exact moments.
 */
export function brokenLimit(value: Date, limits: RangeLimits, timeZone: string): DateLimit | null {
  const day = dayIn(value, timeZone);
  if (day.compare(dayIn(limits.min.date, timeZone)) < 0) return limits.min;
  if (day.compare(dayIn(limits.max.date, timeZone)) > 0) return limits.max;
  return null;
}

/** Why a date cannot be chosen, in the user's words, naming the day it may go to. */
export function useDateLimitMessage(timeZone: string): (limit: DateLimit) => string {
  const { t, i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  return (limit) => {
    const date = format.format(limit.date);
    switch (limit.reason) {
      case 'start':
        return t('filters.date_error_start', { date });
      case 'window':
        return t('filters.date_error_window', { date, count: limit.days ?? 0 });
      case 'end':
        return t('filters.date_error_end', { date });
      case 'today':
        return t('filters.date_error_today', { date });
      case 'from':
        return t('filters.date_error_from', { date });
    }
  };
}
