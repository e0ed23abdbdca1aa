import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { IconButton } from '@/ui/icon-button.tsx';
import { NewSightingForm } from './new-sighting-form.tsx';
import { useNewSighting } from './new-sighting-context.tsx';

/**
 * Large screens: the form in the right-hand column, beside the map it is placed on. Opening it
 * moves focus to its heading; Escape, like its close button, closes it.
 */
export function NewSightingPanel() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    sighting.requestClose();
  };

  return (
    <section className="sighting-panel" aria-labelledby="new-sighting-title" onKeyDown={onKeyDown}>
      <header className="sighting-panel__header">
        <h2 id="new-sighting-title" className="sighting-panel__title" ref={heading} tabIndex={-1}>
          {t('newsighting.title')}
        </h2>
        <IconButton label={t('newsighting.close')} onPress={sighting.requestClose}>
          <X size={18} aria-hidden="true" />
        </IconButton>
      </header>
      <NewSightingForm inSheet={false} />
    </section>
  );
}
