import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { Crosshair } from 'lucide-react';
import { useNewSighting } from './new-sighting-context.tsx';
import './new-sighting.css';

/**
 * Phones and tablets, while the place is chosen: the form has stepped aside and the map takes
 * taps; Done brings the form back. The map's centre is the keyboard's way to place the pin.
 */
export function PickingBar() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="picking-bar" role="region" aria-label={t('newsighting.title')}>
      <p className="picking-bar__text" ref={message} tabIndex={-1}>
        {t('newsighting.picking')}
      </p>
      <div className="picking-bar__actions">
        <Button className="button" onPress={sighting.requestCentre}>
          <Crosshair size={16} aria-hidden="true" />
          {t('newsighting.use_map_centre')}
        </Button>
        <Button className="button button--primary" onPress={() => sighting.setPicking(false)}>
          {t('newsighting.picking_done')}
        </Button>
      </div>
    </div>
  );
}
