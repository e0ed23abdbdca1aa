import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { SYSTEMS_OF_MEASURE, type SystemOfMeasure } from '@highwater/core/constants';

const isSystemOfMeasure = (value: string): value is SystemOfMeasure =>
  (SYSTEMS_OF_MEASURE as readonly string[]).includes(value);

/** Imperial or metric for every number of the details; the user's choice, saved by the caller. */
export function SystemSwitch({
  value,
  onChange,
}: {
  value: SystemOfMeasure;
  onChange: (system: SystemOfMeasure) => void;
}) {
  const { t } = useTranslation();
  const options: { value: SystemOfMeasure; label: string }[] = [
    { value: 'IMPERIAL', label: t('preferences.imperial') },
    { value: 'METRIC', label: t('preferences.metric') },
  ];
  return (
    <RadioGroup
      className="system-switch"
      value={value}
      orientation="horizontal"
      onChange={(next) => {
        if (isSystemOfMeasure(next)) onChange(next);
      }}
    >
      <Label className="system-switch__label">{t('preferences.units')}</Label>
      <div className="system-switch__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="system-switch__option">
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
