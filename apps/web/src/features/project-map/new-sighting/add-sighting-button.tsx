import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { IconButton } from '@/ui/icon-button.tsx';
import { ToolButton } from '@/ui/tool-button.tsx';
import { useNewSighting } from './new-sighting-context.tsx';
import './new-sighting.css';

/** The toolbar's "Add sighting": the screen's one primary action. */
export function AddSightingButton() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  return (
    <ToolButton
      primary
      icon={<Plus size={16} aria-hidden="true" />}
      label={t('newsighting.add')}
      onPress={sighting.open}
      isDisabled={sighting.isOpen}
    />
  );
}

/** On phones and tablets, with the map's own buttons: the map is where a sighting is placed. */
export function AddSightingMapButton() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  return (
    <IconButton
      className="icon-button map-add-button"
      label={t('newsighting.add')}
      tooltipPlacement="start"
      onPress={sighting.open}
    >
      <Plus size={22} aria-hidden="true" />
    </IconButton>
  );
}
