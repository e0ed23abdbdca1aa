import { useTranslation } from 'react-i18next';
import { MapPinPlus } from 'lucide-react';
import { IconButton } from '@/ui/icon-button.tsx';
import { ToolButton } from '@/ui/tool-button.tsx';
import { ADD_SIGHTING_ID } from './field-ids.ts';
import { useNewSighting } from './new-sighting-context.tsx';
import './new-sighting.css';

/** The toolbar's "Add sighting": the screen's one primary action, out of the way while open. */
export function AddSightingButton() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  if (sighting.isOpen) return null;
  return (
    <ToolButton
      id={ADD_SIGHTING_ID}
      primary
      icon={<MapPinPlus size={16} aria-hidden="true" />}
      label={t('newsighting.add')}
      onPress={sighting.open}
    />
  );
}

/** On phones and tablets, with the map's own buttons: the map is where a sighting is placed. */
export function AddSightingMapButton() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  return (
    <IconButton
      id={ADD_SIGHTING_ID}
      className="icon-button map-add-button"
      label={t('newsighting.add')}
      tooltipPlacement="start"
      onPress={sighting.open}
    >
      <MapPinPlus size={22} aria-hidden="true" />
    </IconButton>
  );
}
