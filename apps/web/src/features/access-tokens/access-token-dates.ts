import { dateTimeFormat } from '@highwater/core/format/date-time-format';

/** A token's day (created, expires) in the reader's language. */
export const tokenDay = (language: string, iso: string) =>
  dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** When a token was last used: the day and the time, as it may be minutes ago. */
export const tokenMoment = (language: string, iso: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
