import { useTranslation } from 'react-i18next';

/** In the shell's place for a screen while its code loads. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p className="screen-loading" role="status">
      {t('common.loading')}
    </p>
  );
}
