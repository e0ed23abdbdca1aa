import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';

/** Dark, earthy colours that read like imagery, for the satellite choice without imagery. */
const IMAGERY_LIKE: Record<string, Record<string, string>> = {
  water: { 'background-color': '#0f2633' },
  land: { 'fill-color': '#2c3a2b' },
  'us-land': { 'fill-color': '#2c3a2b' },
  counties: { 'line-color': '#45563f' },
  states: { 'line-color': '#7d8c70' },
  countries: { 'line-color': '#b7c2a8' },
};

/**
 * The offline base style recoloured like imagery: satellite was chosen but no imagery can be
 * shown, and the darker map keeps the choice recognisable (the map says imagery is unavailable).
 */
export function imageryLikeStyle(style: StyleSpecification): StyleSpecification {
  return {
    ...style,
    name: `${style.name ?? 'Offline'} (imagery-like)`,
    layers: style.layers.map((layer): LayerSpecification => {
      const paint = IMAGERY_LIKE[layer.id];
      return paint
        ? ({ ...layer, paint: { ...layer.paint, ...paint } } as LayerSpecification)
        : layer;
    }),
  };
}
