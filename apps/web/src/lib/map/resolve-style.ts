import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { MapStyleSource } from '@highwater/core/map-styles';
import { rasterStyle } from './map-style.ts';
import { offlineStyle } from './offline-style.ts';

/** The style for a base layer's source: the offline style, raster tiles or a style address. */
export async function resolveStyle(source: MapStyleSource): Promise<StyleSpecification | string> {
  if (source.kind === 'tiles') return rasterStyle(source);
  if (source.kind === 'style') return source.url;
  return offlineStyle();
}
