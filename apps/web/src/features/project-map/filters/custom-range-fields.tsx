import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarDate } from '@internationalized/date';
import { TIME_STEP_MINUTES } from '@highwater/core/constants';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import { brokenLimit, useDateLimitMessage, type RangeLimits } from './date-limits.ts';
import { useNativePickers } from './use-narrow-screen.ts';
import {
  dayIn,
  instantOf,
  instantOfLocalInput,
  localInputOnDay,
  localInputValue,
  minutesIn,
  timeSteps,
} from './zoned-dates.ts';

interface DateTimeFieldProps {
  label: string;
  value: Date;
  limits: RangeLimits;
  timeZone: string;
  onChange: (value: Date) => void;
  /** Why the value cannot be chosen, or null. */
  error: string | null;
}

const LAST_STEP = 24 * 60 - TIME_STEP_MINUTES;

/**
 * Below 480 px: the browser's own picker, in 15-minute steps, bounded by whole days as the
 * calendar is. The browser counts steps from `min`, so the bounds carry the value's own minutes
 * past the step: a time it was given off the steps (a range ending now) does not block Apply.
 */
function NativeDateTimeField({
  label,
  value,
  limits,
  timeZone,
  onChange,
  error,
}: DateTimeFieldProps) {
  const id = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const offStep = minutesIn(value, timeZone) % TIME_STEP_MINUTES;
  // The browser's own message on Apply says what the field's does.
  useEffect(() => input.current?.setCustomValidity(error ?? ''), [error]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="input"
        type="datetime-local"
        step={TIME_STEP_MINUTES * 60}
        min={localInputOnDay(limits.min.date, offStep, timeZone)}
        max={localInputOnDay(limits.max.date, LAST_STEP + offStep, timeZone)}
        value={localInputValue(value, timeZone)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const next = instantOfLocalInput(event.target.value, timeZone);
          if (next) onChange(next);
        }}
      />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function formatMinutes(minutes: number, locale: string): string {
  const date = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    date,
  );
}

/** Above 480 px: a date picker with a calendar and a time list in 15-minute steps. */
function PickerDateTimeField({
  label,
  value,
  limits,
  timeZone,
  onChange,
  error,
}: DateTimeFieldProps) {
  const { t, i18n } = useTranslation();
  const timeId = useId();
  const day = dayIn(value, timeZone);
  const minutes = minutesIn(value, timeZone);
  const change = (nextDay: CalendarDate, nextMinutes: number) =>
    onChange(instantOf(nextDay, nextMinutes, timeZone));

  return (
    <div className="date-time">
      <DatePicker
        className="field date-time__date"
        value={day}
        minValue={dayIn(limits.min.date, timeZone)}
        maxValue={dayIn(limits.max.date, timeZone)}
        isInvalid={error !== null}
        onChange={(next) => next && change(next, minutes)}
      >
        <Label className="field__label">{label}</Label>
        <Group className="input date-picker">
          <DateInput className="date-picker__input">
            {(segment) => <DateSegment className="date-picker__segment" segment={segment} />}
          </DateInput>
          <Button
            className="icon-button date-picker__button"
            aria-label={t('filters.open_calendar')}
          >
            <CalendarDays size={16} aria-hidden="true" />
          </Button>
        </Group>
        <Popover className="menu-popover calendar-popover" placement="bottom start">
          <Dialog className="calendar-dialog">
            <Calendar className="calendar">
              <header className="calendar__header">
                <Button
                  slot="previous"
                  className="icon-button"
                  aria-label={t('filters.previous_month')}
                >
                  <ChevronLeft size={16} aria-hidden="true" />
                </Button>
                <Heading className="calendar__title" />
                <Button slot="next" className="icon-button" aria-label={t('filters.next_month')}>
                  <ChevronRight size={16} aria-hidden="true" />
                </Button>
              </header>
              <CalendarGrid className="calendar__grid">
                {(date) => <CalendarCell className="calendar__cell" date={date} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
        {error && (
          <Text slot="errorMessage" className="field__error" role="alert">
            {error}
          </Text>
        )}
      </DatePicker>
      <div className="field date-time__time">
        <label className="field__label" htmlFor={timeId}>
          {t('filters.time')}
        </label>
        <select
          id={timeId}
          className="input select"
          value={minutes}
          onChange={(event) => change(day, Number(event.target.value))}
        >
          {timeSteps(minutes).map((step) => (
            <option key={step} value={step}>
              {formatMinutes(step, i18n.language)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

interface CustomRangeFieldsProps {
  from: Date;
  to: Date;
  limits: RangeLimits;
  timeZone: string;
  onChange: (from: Date, to: Date) => void;
}

/**
 * Spec 001 section 2: the custom range, bounded by the project's start and end dates (or its
 * rolling window and today), the To date no earlier than the From date. A date outside says why
 * beside its field, and Apply then takes the user there rather than doing nothing.
 */
export function CustomRangeFields({
  from,
  to,
  limits,
  timeZone,
  onChange,
}: CustomRangeFieldsProps) {
  const { t } = useTranslation();
  const message = useDateLimitMessage(timeZone);
  const Field = useNativePickers() ? NativeDateTimeField : PickerDateTimeField;
  const toLimits: RangeLimits = {
    min: from > limits.min.date ? { date: from, reason: 'from' } : limits.min,
    max: limits.max,
  };
  const errorOf = (value: Date, bounds: RangeLimits) => {
    const broken = brokenLimit(value, bounds, timeZone);
    return broken ? message(broken) : null;
  };
  return (
    <div className="custom-range">
      <Field
        label={t('filters.from')}
        value={from}
        limits={limits}
        timeZone={timeZone}
        error={errorOf(from, limits)}
        onChange={(next) => onChange(next, to)}
      />
      <Field
        label={t('filters.to')}
        value={to}
        limits={toLimits}
        timeZone={timeZone}
        error={errorOf(to, toLimits)}
        onChange={(next) => onChange(from, next)}
      />
    </div>
  );
}
