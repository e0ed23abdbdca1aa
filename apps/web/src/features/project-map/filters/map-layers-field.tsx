import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Check } from 'lucide-react';
import { useMapLayers, type MapLayerName } from '@/lib/map/map-layers.ts';

const LAYERS: readonly MapLayerName[] = ['satellite', 'floodExtents', 'stormDrains', 'density'];
const LABEL_KEYS = {
  satellite: 'filters.layer_satellite',
  floodExtents: 'filters.layer_floodextents',
  stormDrains: 'filters.layer_stormdrains',
  density: 'filters.layer_density',
} as const;

/** Map layers take effect at once and are kept in the browser; they are not filters. */
export function MapLayersField() {
  const { t } = useTranslation();
  const layers = useMapLayers();
  const value = LAYERS.filter((name) => layers[name]);
  return (
    <CheckboxGroup
      className="filter-section choice-group"
      value={value}
      onChange={(next) => {
        for (const name of LAYERS) {
          const on = next.includes(name);
          if (on !== layers[name]) layers.setLayer(name, on);
        }
      }}
    >
      <Label className="filter-section__title">{t('filters.map_layers')}</Label>
      <div className="choice-list">
        {LAYERS.map((name) => (
          <Checkbox key={name} className="choice choice--check" value={name}>
            <span className="choice__box" aria-hidden="true">
              <Check size={12} strokeWidth={3} />
            </span>
            <span className="choice__label">{t(LABEL_KEYS[name])}</span>
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
