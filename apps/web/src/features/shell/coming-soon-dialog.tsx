import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { ExternalLink } from 'lucide-react';
import { useConfig } from '@/lib/config-context.tsx';
import { useSearchParam } from '@/lib/use-search-param.ts';
import { AppDialog } from '@/ui/dialog.tsx';
import { classicViewUrl, COMING_SOON_PARAM, isComingSoonFeature } from './coming-soon.ts';
import { useNavLabels } from './nav-labels.ts';

/** Opened by ?coming-soon=settings|userGroups|people|surveys. */
export function ComingSoonDialog() {
  const { t } = useTranslation();
  const config = useConfig();
  const labels = useNavLabels();
  const [value, setValue] = useSearchParam(COMING_SOON_PARAM);
  const close = () => setValue(null);
  if (!isComingSoonFeature(value)) return null;

  return (
    <AppDialog
      isOpen
      onClose={close}
      title={t('coming_soon.title')}
      footer={
        <>
          <Button className="button" onPress={close}>
            {t('coming_soon.stay')}
          </Button>
          <a
            className="button button--primary"
            href={classicViewUrl(config.mainSiteUrl, value)}
            target="_blank"
            rel="noreferrer"
            onClick={close}
          >
            {t('coming_soon.open_classic')}
            <ExternalLink size={16} aria-hidden="true" />
          </a>
        </>
      }
    >
      <p>{t('coming_soon.body', { feature: labels[value] })}</p>
    </AppDialog>
  );
}
