import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { Language, SystemOfMeasure } from '@highwater/core/constants';
import { useUser } from '@/auth/session-context.tsx';
import { useUpdateUserSetting } from '@/api/update-user-setting.ts';
import { changeLanguage } from '@/i18n/setup.ts';

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <RadioGroup
      className="segmented"
      value={value}
      orientation="horizontal"
      onChange={(next) => onChange(next as T)}
    >
      <Label className="segmented__label">{label}</Label>
      <div className="segmented__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="segmented__option">
            <span lang={option.lang}>{option.label}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** Language and system of measure: small, and kept where help is. */
export function Preferences() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const saveSystem = useUpdateUserSetting('preferredSystemOfMeasure');
  return (
    <section className="preferences" aria-labelledby="preferences-title">
      <h3 id="preferences-title">{t('preferences.title')}</h3>
      <Segmented<Language>
        label={t('preferences.language')}
        value={i18n.language === 'es' ? 'es' : 'en'}
        options={[
          { value: 'en', label: 'English', lang: 'en' },
          { value: 'es', label: 'Español', lang: 'es' },
        ]}
        onChange={(language) => void changeLanguage(language)}
      />
      <Segmented<SystemOfMeasure>
        label={t('preferences.units')}
        value={user.userSettings.preferredSystemOfMeasure}
        options={[
          { value: 'IMPERIAL', label: t('preferences.imperial') },
          { value: 'METRIC', label: t('preferences.metric') },
        ]}
        onChange={(system) => saveSystem.mutate(system)}
      />
    </section>
  );
}
