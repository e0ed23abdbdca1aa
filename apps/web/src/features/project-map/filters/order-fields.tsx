import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  GROUP_BY_OPTIONS,
  SORT_OPTIONS,
  type GroupByOption,
  type SortOption,
} from '@highwater/core/constants';
import type { Filter } from '@highwater/core/filters/filter';

interface OrderFieldsProps {
  draft: Filter;
  showSeverity: boolean;
  onChange: (change: (current: Filter) => Filter) => void;
}

/** Sort (observed, created, commented) and group-by (none, status, severity). */
export function OrderFields({ draft, showSeverity, onChange }: OrderFieldsProps) {
  const { t } = useTranslation();
  const groupOptions = GROUP_BY_OPTIONS.filter((option) => option !== 'severity' || showSeverity);
  return (
    <div className="filter-section filter-section--split">
      <RadioGroup
        className="choice-group"
        value={draft.sort ?? 'observed'}
        onChange={(value) => onChange((current) => ({ ...current, sort: value as SortOption }))}
      >
        <Label className="filter-section__title">{t('filters.sort')}</Label>
        {SORT_OPTIONS.map((option) => (
          <Radio key={option} className="choice choice--radio" value={option}>
            {t(`filters.sort_${option}`)}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        className="choice-group"
        value={draft.groupBy ?? 'none'}
        onChange={(value) =>
          onChange((current) => ({ ...current, groupBy: value as GroupByOption }))
        }
      >
        <Label className="filter-section__title">{t('filters.group_by')}</Label>
        {groupOptions.map((option) => (
          <Radio key={option} className="choice choice--radio" value={option}>
            {t(`filters.group_${option}`)}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
