import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { useScreenSize } from '@/lib/screen-size.ts';

/** The first-visit guide, pointing up at the project menu (or the phone chooser). */
export function BeforeWeStart() {
  const { t } = useTranslation();
  const small = useScreenSize() === 'small';
  return (
    <section className="guide" aria-labelledby="guide-title">
      <span className="guide__pointer" aria-hidden="true" />
      <Compass className="guide__icon" size={20} aria-hidden="true" />
      <div>
        <h2 id="guide-title">{t('home.guide_title')}</h2>
        <p>{small ? t('home.guide_body_small') : t('home.guide_body')}</p>
      </div>
    </section>
  );
}
