/**
 * Loads MapLibre on demand (its own chunk), points it at its bundled worker and starts that
 * worker at once, so that the worker's script loads while the map is still being made. Once.
 */
export async function loadMapLibre() {
  const [maplibre, worker] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  if (maplibre.getWorkerUrl() !== worker.default) {
    maplibre.setWorkerUrl(worker.default);
    // Without workers there is no map: making it reports that, a prewarm would fail unheard.
    if (typeof Worker === 'function') maplibre.prewarm();
  }
  return maplibre;
}
