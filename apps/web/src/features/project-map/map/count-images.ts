import type { Map as MapLibreMap } from 'maplibre-gl';
import { LONG_CLUSTER_LABEL } from './cluster-features.ts';
import { CLUSTER_IMAGE_PREFIX, COUNT_IMAGE_PREFIX } from './map-overlays.ts';

const PIXEL_RATIO = 2;

/**
 * A 2D context whose pixels are read back at once: kept in memory rather than on the GPU, which
 * makes getImageData cheap (with software WebGL, a GPU canvas took 20 ms an image).
 */
const imageContext = () =>
  document.createElement('canvas').getContext('2d', { willReadFrequently: true });

/** A small dark badge with a white number, drawn on a canvas. */
function countBadge(text: string, colors: { fill: string; text: string }): ImageData | null {
  const context = imageContext();
  if (!context) return null;
  const canvas = context.canvas;
  const font = `600 ${11 * PIXEL_RATIO}px system-ui, sans-serif`;
  context.font = font;
  const height = 16 * PIXEL_RATIO;
  const width = Math.max(height, Math.ceil(context.measureText(text).width) + 10 * PIXEL_RATIO);
  canvas.width = width;
  canvas.height = height;
  context.font = font;
  context.fillStyle = colors.fill;
  context.beginPath();
  context.roundRect(0, 0, width, height, height / 2);
  context.fill();
  context.fillStyle = colors.text;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2 + PIXEL_RATIO / 2);
  return context.getImageData(0, 0, width, height);
}

/** A cluster's count: white bold figures with a dark edge, to sit on the cluster's circle. */
function clusterLabel(text: string, edge: string): ImageData | null {
  const context = imageContext();
  if (!context) return null;
  const canvas = context.canvas;
  const size = text.length > LONG_CLUSTER_LABEL ? 10 : 12;
  const font = `700 ${size * PIXEL_RATIO}px system-ui, sans-serif`;
  context.font = font;
  const height = 16 * PIXEL_RATIO;
  const width = Math.ceil(context.measureText(text).width) + 4 * PIXEL_RATIO;
  canvas.width = width;
  canvas.height = height;
  context.font = font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineWidth = 3 * PIXEL_RATIO;
  context.lineJoin = 'round';
  context.strokeStyle = edge;
  context.strokeText(text, width / 2, height / 2);
  context.fillStyle = '#ffffff';
  context.fillText(text, width / 2, height / 2);
  return context.getImageData(0, 0, width, height);
}

/** The image an id names: a point group's count badge, or a cluster's count. */
function countImage(id: string, colors: { fill: string; text: string }): ImageData | null {
  if (id.startsWith(CLUSTER_IMAGE_PREFIX)) {
    return clusterLabel(id.slice(CLUSTER_IMAGE_PREFIX.length), colors.fill);
  }
  if (!id.startsWith(COUNT_IMAGE_PREFIX)) return null;
  const count = Number(id.slice(COUNT_IMAGE_PREFIX.length));
  if (!Number.isInteger(count)) return null;
  return countBadge(count > 999 ? '999+' : String(count), colors);
}

/**
 * Draws the count badges of grouped points and the counts of clusters when MapLibre first needs
 * them. The offline base style has no font files, so numbers are images rather than text.
 * Answers a function that stops.
 */
export function provideCountImages(map: MapLibreMap, colors: { fill: string; text: string }) {
  map.setMissingStyleImageResolver((id) => {
    if (map.hasImage(id)) return;
    const image = countImage(id, colors);
    if (image) map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
  });
  return () => {
    map.setMissingStyleImageResolver(null);
  };
}
