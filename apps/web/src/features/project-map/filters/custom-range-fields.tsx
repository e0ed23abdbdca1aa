import { useId } from 'react';
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
} from 'react-aria-components';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarDate } from '@internationalized/date';
import { TIME_STEP_MINUTES } from '@highwater/core/constants';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import { useNativePickers } from './use-narrow-screen.ts';
import {
  dayIn,
  instantOf,
  instantOfLocalInput,
  localInputValue,
  minutesIn,
  timeSteps,
} from './zoned-dates.ts';

interface DateTimeFieldProps {
  label: string;
  value: Date;
  min: Date;
  max: Date;
  timeZone: string;
  onChange: (value: Date) => void;
}

/** Below 480 px: the browser's own picker, in 15-minute steps. */
function NativeDateTimeField({ label, value, min, max, timeZone, onChange }: DateTimeFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="datetime-local"
        step={TIME_STEP_MINUTES * 60}
        min={localInputValue(min, timeZone)}
        max={localInputValue(max, timeZone)}
        value={localInputValue(value, timeZone)}
        onChange={(event) => {
          const next = instantOfLocalInput(event.target.value, timeZone);
          if (next) onChange(next);
        }}
      />
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
function PickerDateTimeField({ label, value, min, max, timeZone, onChange }: DateTimeFieldProps) {
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
        minValue={dayIn(min, timeZone)}
        maxValue={dayIn(max, timeZone)}
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
  bounds: { min: Date; max: Date };
  timeZone: string;
  onChange: (from: Date, to: Date) => void;
}

/** Spec 001 section 2: the custom range, bounded by the project's start and end dates. */
export function CustomRangeFields({
  from,
  to,
  bounds,
  timeZone,
  onChange,
}: CustomRangeFieldsProps) {
  const { t } = useTranslation();
  const Field = useNativePickers() ? NativeDateTimeField : PickerDateTimeField;
  return (
    <div className="custom-range">
      <Field
        label={t('filters.from')}
        value={from}
        min={bounds.min}
        max={to}
        timeZone={timeZone}
        onChange={(next) => onChange(next, to)}
      />
      <Field
        label={t('filters.to')}
        value={to}
        min={from}
        max={bounds.max}
        timeZone={timeZone}
        onChange={(next) => onChange(from, next)}
      />
    </div>
  );
}
