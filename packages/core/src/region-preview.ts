import { Type, type Static } from '@sinclair/typebox';

/**
 * What the region upload's preview page (a server page) hands its map script (built with the web
 * app) in a JSON block: the page's policy allows no inline script, so the data travels as data.
 */
export const REGION_PREVIEW_DATA_ID = 'region-preview-data';
/** The figure holding the map (drawn in its first div); hidden until the script shows it. */
export const REGION_PREVIEW_MAP_ID = 'region-preview-map';
/** The script's source in the web app, the key of its entry in the build's manifest. */
export const REGION_PREVIEW_ENTRY = 'src/region-preview/region-preview.ts';

const Position = Type.Tuple([Type.Number(), Type.Number()]);
const Rings = Type.Array(Type.Array(Position));

export const PreviewArea = Type.Union([
  Type.Object({ type: Type.Literal('Polygon'), coordinates: Rings }),
  Type.Object({ type: Type.Literal('MultiPolygon'), coordinates: Type.Array(Rings) }),
]);
export type PreviewArea = Static<typeof PreviewArea>;

export const RegionPreviewData = Type.Object({
  /** The street base map's setting, as /config.json's mapStyles.street. */
  mapStyle: Type.String(),
  /** West, south, east, north of the new regions: the map opens fitted to them. */
  bounds: Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]),
  /** MapLibre's own texts in the page's language (its `locale` option). */
  locale: Type.Record(Type.String(), Type.String()),
  regions: Type.Array(
    Type.Object({ name: Type.String(), colour: Type.String(), geometry: PreviewArea }),
  ),
  /** The project's saved regions, outlined beneath for comparison. */
  existing: Type.Array(PreviewArea),
});
export type RegionPreviewData = Static<typeof RegionPreviewData>;
