import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from './constants.ts';

/**
 * What the report page (a server page) hands its script (built with the web app) in a JSON
 * block: the page's policy allows no inline script, so the data travels as data.
 */
export const REPORT_PAGE_DATA_ID = 'report-page-data';
/** The script's source in the web app, the key of its entry in the build's manifest. */
export const REPORT_PAGE_ENTRY = 'src/report-page/report-page.ts';

export const REPORT_DATA_TYPES = [
  'BOOLEAN',
  'DECIMAL',
  'NUMERIC',
  'SELECT',
  'DATETIME',
  'TIMERANGE',
] as const;
export type ReportDataType = (typeof REPORT_DATA_TYPES)[number];

/** A survey question as the page asks it; its field's name is `answers.<id>`. */
export const ReportQuestion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  data_type: Type.Union(REPORT_DATA_TYPES.map((type) => Type.Literal(type))),
  unit: Type.Union([Type.String(), Type.Null()]),
  multiple: Type.Boolean(),
  options: Type.Array(Type.String()),
  required: Type.Boolean(),
});
export type ReportQuestion = Static<typeof ReportQuestion>;

export const ReportPageData = Type.Object({
  lang: Type.Union(LANGUAGES.map((lang) => Type.Literal(lang))),
  clientGroupSlug: Type.String(),
  projectSlug: Type.String(),
  /** The street base map's setting, as /config.json's mapStyles.street. */
  mapStyle: Type.String(),
  /** The project's map centre: the map opens there until a place is chosen. */
  center: Type.Tuple([Type.Number(), Type.Number()]),
  /** MapLibre's own texts in the page's language (its `locale` option). */
  mapLocale: Type.Record(Type.String(), Type.String()),
  maxBytes: Type.Object({ photo: Type.Integer(), video: Type.Integer() }),
  questions: Type.Array(ReportQuestion),
});
export type ReportPageData = Static<typeof ReportPageData>;

/** Ids of the page's parts the script works with. */
export const REPORT_PAGE_IDS = {
  form: 'report-form',
  errorSummary: 'report-errors',
  files: 'report-files',
  fileList: 'report-file-list',
  camera: 'report-camera',
  picker: 'report-picker',
  exifOffer: 'report-exif-offer',
  map: 'report-map',
  locate: 'report-locate',
  search: 'report-search',
  searchResults: 'report-search-results',
  placeStatus: 'report-place-status',
  observedAt: 'report-observed-at',
  content: 'report-content',
  reporterName: 'report-name',
  reporterEmail: 'report-email',
  submit: 'report-submit',
  submitStatus: 'report-submit-status',
  thanks: 'report-thanks',
} as const;
