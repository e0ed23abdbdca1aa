/** Loads MapLibre on demand (its own chunk) and points it at its bundled worker once. */
export async function loadMapLibre() {
  const [maplibre, worker] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  if (maplibre.getWorkerUrl() !== worker.default) maplibre.setWorkerUrl(worker.default);
  return maplibre;
}
