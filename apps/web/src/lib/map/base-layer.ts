import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../storage.ts';

export type BaseLayer = 'street' | 'satellite';

const BASE_LAYER_KEY = 'highwater.mapBaseLayer';
/** Fired on window whenever the preference changes in this tab. */
export const BASE_LAYER_EVENT = 'highwater:map-base-layer';

export function readBaseLayer(): BaseLayer {
  return readStored(BASE_LAYER_KEY) === 'satellite' ? 'satellite' : 'street';
}

/** Stores the map base layer and tells every map on the page (and other tabs, via storage). */
export function setBaseLayer(layer: BaseLayer): void {
  writeStored(BASE_LAYER_KEY, layer);
  window.dispatchEvent(new CustomEvent<BaseLayer>(BASE_LAYER_EVENT, { detail: layer }));
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === BASE_LAYER_KEY) listener();
  };
  window.addEventListener(BASE_LAYER_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(BASE_LAYER_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useBaseLayer = (): BaseLayer => useSyncExternalStore(subscribe, readBaseLayer);
