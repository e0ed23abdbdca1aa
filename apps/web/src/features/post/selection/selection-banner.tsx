import { useTranslation } from 'react-i18next';

/** The yellow banner over a selection of several posts (spec 001 section 2, Post detail). */
export function SelectionBanner({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="selection-banner" role="status">
      <div className="selection-banner__text">
        <p className="selection-banner__count">{t('post.selection.count', { count })}</p>
        <p className="selection-banner__hint">{t('post.selection.scroll_hint')}</p>
      </div>
      <button type="button" className="selection-banner__dismiss" onClick={onDismiss}>
        {t('post.selection.dismiss')}
      </button>
    </div>
  );
}
