import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { zoneAbbreviation } from '@highwater/core/place-zone';
import type { TimeZonePreference } from '@/lib/time/time-zone-choice.ts';

/**
 * Own time zone or the local time of each sighting's place (the project area's zone in the
 * label); kept in the browser.
 */
export function TimeZoneField({ preference }: { preference: TimeZonePreference }) {
  const { t } = useTranslation();
  const now = new Date();
  const zone = (timeZone: string) => zoneAbbreviation(timeZone, now);
  return (
    <RadioGroup
      className="filter-section choice-group"
      value={preference.choice}
      onChange={(value) => preference.setChoice(value === 'local' ? 'local' : 'own')}
    >
      <Label className="filter-section__title">{t('filters.time_zone')}</Label>
      <Radio className="choice choice--radio" value="own">
        {t('filters.time_zone_own', { zone: zone(preference.ownZone) })}
      </Radio>
      <Radio className="choice choice--radio" value="local">
        {t('filters.time_zone_local', { zone: zone(preference.localZone) })}
      </Radio>
    </RadioGroup>
  );
}
