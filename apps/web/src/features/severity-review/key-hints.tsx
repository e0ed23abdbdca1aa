import { useTranslation } from 'react-i18next';

/** The review's keys, always in view, so nobody has to guess them. */
export function KeyHints() {
  const { t } = useTranslation();
  return (
    <ul className="review-keys">
      <li>
        <kbd>0</kbd>–<kbd>5</kbd> {t('severity.review.keys_levels')}
      </li>
      <li>
        <kbd>Enter</kbd> {t('severity.review.keys_confirm')}
      </li>
      <li>
        <kbd>←</kbd>
        <kbd>→</kbd> {t('severity.review.keys_move')}
      </li>
      <li>
        <kbd>Esc</kbd> {t('severity.review.keys_close')}
      </li>
    </ul>
  );
}
