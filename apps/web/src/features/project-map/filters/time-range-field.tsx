import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { Filter } from '@highwater/core/filters/filter';
import { resolveTimeRange } from '@highwater/core/filters/time-range';
import type { MapProject } from '../use-project-filter.ts';
import { CustomRangeFields } from './custom-range-fields.tsx';
import { customRangeLimits } from './filter-rules.ts';
import {
  sinceForChoice,
  timeRangeChoiceOf,
  timeRangeOptions,
  type TimeRangeChoice,
} from './time-range-options.ts';

interface TimeRangeFieldProps {
  project: MapProject;
  draft: Filter;
  timeZone: string;
  onChange: (change: (current: Filter) => Filter) => void;
}

function useChoiceLabel() {
  const { t } = useTranslation();
  return (choice: TimeRangeChoice, days: number | null) => {
    if (choice === 'ever') return t('filters.range_ever');
    if (choice === 'custom') return t('filters.range_custom');
    if (choice === '24-hours') return t('filters.range_24_hours');
    return t('filters.range_days', { count: days ?? 0 });
  };
}

/** The time range: any time, rolling ranges or custom dates (spec 001 section 2). */
export function TimeRangeField({ project, draft, timeZone, onChange }: TimeRangeFieldProps) {
  const { t } = useTranslation();
  const label = useChoiceLabel();
  const choice = timeRangeChoiceOf(draft, project);
  const now = new Date();
  const limits = customRangeLimits(project, now);

  const choose = (value: string) => {
    const next = value as TimeRangeChoice;
    onChange((current) => {
      const filter: Filter = { ...current };
      delete filter.since;
      delete filter.after;
      delete filter.before;
      if (next === 'custom') {
        // Start from the range on show, so switching to custom dates changes nothing yet.
        const range = resolveTimeRange(current, project, now);
        filter.after = (range.from ?? limits.min.date).toISOString();
        filter.before = (range.to ?? limits.max.date).toISOString();
      } else {
        const since = sinceForChoice(next, project);
        if (since) filter.since = since;
      }
      return filter;
    });
  };

  const range = resolveTimeRange(draft, project, now);
  return (
    <div className="filter-section">
      <RadioGroup className="choice-group" value={choice} onChange={choose}>
        <Label className="filter-section__title">{t('filters.time_range')}</Label>
        <div className="choice-grid">
          {timeRangeOptions(project).map((option) => (
            <Radio key={option.choice} className="choice choice--radio" value={option.choice}>
              {label(option.choice, option.days)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {choice === 'custom' && (
        <CustomRangeFields
          from={range.from ?? limits.min.date}
          to={range.to ?? limits.max.date}
          limits={limits}
          timeZone={timeZone}
          onChange={(from, to) =>
            onChange((current) => {
              const filter: Filter = {
                ...current,
                after: from.toISOString(),
                before: to.toISOString(),
              };
              delete filter.since;
              return filter;
            })
          }
        />
      )}
    </div>
  );
}
