import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../storage.ts';
import { readBaseLayer, setBaseLayer, useBaseLayer } from './base-layer.ts';

/**
 * The map layer choices of the filters panel (spec 001 section 2: stored locally), followed by the
 * project map and the post's small map. Density is the project map's alone.
 */
export type MapLayerName = 'satellite' | 'floodExtents' | 'stormDrains' | 'density';

type OverlayName = Exclude<MapLayerName, 'satellite'>;

const OVERLAY_KEYS: Record<OverlayName, string> = {
  floodExtents: 'highwater.mapLayer.floodExtents',
  stormDrains: 'highwater.mapLayer.stormDrains',
  density: 'highwater.mapLayer.density',
};
/** Fired on window whenever an overlay choice changes in this tab. */
export const MAP_LAYERS_EVENT = 'highwater:map-layers';

const readOverlay = (name: OverlayName) => readStored(OVERLAY_KEYS[name]) === 'on';

function subscribe(listener: () => void): () => void {
  const keys = Object.values(OVERLAY_KEYS);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && keys.includes(event.key)) listener();
  };
  window.addEventListener(MAP_LAYERS_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(MAP_LAYERS_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Turns a layer on or off. Satellite is the shared base-layer preference of every map. */
export function setMapLayer(name: MapLayerName, on: boolean): void {
  if (name === 'satellite') {
    setBaseLayer(on ? 'satellite' : 'street');
    return;
  }
  writeStored(OVERLAY_KEYS[name], on ? 'on' : null);
  window.dispatchEvent(new CustomEvent(MAP_LAYERS_EVENT, { detail: { name, on } }));
}

export function readMapLayers(): Record<MapLayerName, boolean> {
  return {
    satellite: readBaseLayer() === 'satellite',
    floodExtents: readOverlay('floodExtents'),
    stormDrains: readOverlay('stormDrains'),
    density: readOverlay('density'),
  };
}

export interface MapLayers {
  satellite: boolean;
  floodExtents: boolean;
  stormDrains: boolean;
  density: boolean;
  setLayer: (name: MapLayerName, on: boolean) => void;
}

/** The map layer choices, kept in the browser and shared by every component that uses them. */
export function useMapLayers(): MapLayers {
  const satellite = useBaseLayer() === 'satellite';
  const floodExtents = useSyncExternalStore(subscribe, () => readOverlay('floodExtents'));
  const stormDrains = useSyncExternalStore(subscribe, () => readOverlay('stormDrains'));
  const density = useSyncExternalStore(subscribe, () => readOverlay('density'));
  const setLayer = useCallback((name: MapLayerName, on: boolean) => setMapLayer(name, on), []);
  return { satellite, floodExtents, stormDrains, density, setLayer };
}
