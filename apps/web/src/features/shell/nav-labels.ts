import { useTranslation } from 'react-i18next';
import type { ComingSoonFeature } from './coming-soon.ts';

export function useNavLabels(): Record<ComingSoonFeature | 'home' | 'map' | 'files', string> {
  const { t } = useTranslation();
  return {
    home: t('nav.home'),
    map: t('nav.map'),
    files: t('nav.files'),
    settings: t('nav.settings'),
    userGroups: t('nav.user_groups'),
    people: t('nav.people'),
    surveys: t('nav.surveys'),
  };
}
