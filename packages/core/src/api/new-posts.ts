import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, Nullable } from './common.ts';
import { Media, PlaceTimeZone, POST_SOURCES, PostSummary, StringEnum } from './posts.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A report may say it was observed this far ahead of the server's clock (phones drift). */
export const NEW_POST_CLOCK_SKEW_MS = 10 * 60 * 1000;
/** Nothing observed before this is taken: older times are a device's clock gone wrong. */
export const NEW_POST_EARLIEST_OBSERVED_AT = '2000-01-01T00:00:00.000Z';
export const NEW_POST_CONTENT_MAX_LENGTH = 5_000;
export const NEW_POST_MIN_MEDIA = 1;
export const NEW_POST_MAX_MEDIA = 10;
export const NEW_POST_MAX_ANSWERS = 100;
export const NEW_POST_ANSWER_TEXT_MAX_LENGTH = 200;
export const REPORTER_NAME_MAX_LENGTH = 200;
export const REPORTER_EMAIL_MAX_LENGTH = 254;
/** Made by the client (a UUID fits), so that a retried submission finds its first post. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,100}$';

/**
 * An answer's value by its question's data type: BOOLEAN true/false; DECIMAL and NUMERIC a number
 * (NUMERIC in the question's unit); SELECT one of the question's options, or a list of them when
 * it allows several; DATETIME an ISO 8601 time; TIMERANGE a pair of ISO times, the end null while
 * still flooded.
 */
export const NewPostAnswerValue = Type.Union([
  Type.Boolean(),
  Type.Number(),
  Type.String({ maxLength: NEW_POST_ANSWER_TEXT_MAX_LENGTH }),
  Type.Array(Nullable(Type.String({ maxLength: NEW_POST_ANSWER_TEXT_MAX_LENGTH })), {
    maxItems: 50,
  }),
]);
export type NewPostAnswerValue = Static<typeof NewPostAnswerValue>;

export const NewPostAnswer = Type.Object(
  { question_id: Id, value: NewPostAnswerValue },
  { additionalProperties: false },
);
export type NewPostAnswer = Static<typeof NewPostAnswer>;

/** Kept for follow-up by the project's staff; never shown publicly. */
export const NewPostReporter = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: REPORTER_NAME_MAX_LENGTH })),
    email: Type.Optional(Type.String({ maxLength: REPORTER_EMAIL_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type NewPostReporter = Static<typeof NewPostReporter>;

/**
 * POST /api/v3/cx/local-projects/{id}/posts: a new sighting. media_ids are uploads made through
 * POST /api/v2/uploads/photo|video by the same caller (the signed-in member, or the same intake
 * key) and attached to nothing yet; their order is the post's. The same idempotency_key for the
 * same project answers the first post again (200) instead of making a second one (201).
 */
export const NewPostBody = Type.Object(
  {
    observed_at: Type.String({ format: 'date-time', maxLength: 40 }),
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    content: Type.Optional(Type.String({ maxLength: NEW_POST_CONTENT_MAX_LENGTH })),
    media_ids: Type.Array(Id, {
      minItems: NEW_POST_MIN_MEDIA,
      maxItems: NEW_POST_MAX_MEDIA,
      uniqueItems: true,
    }),
    answers: Type.Optional(Type.Array(NewPostAnswer, { maxItems: NEW_POST_MAX_ANSWERS })),
    reporter: Type.Optional(NewPostReporter),
    idempotency_key: Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN }),
  },
  { additionalProperties: false },
);
export type NewPostBody = Static<typeof NewPostBody>;

/** The created post: what the list shows of it, with its place's time zone and media. */
export const CreatedPost = Type.Composite([
  PostSummary,
  Type.Object({
    project_id: Type.Integer(),
    source: StringEnum(POST_SOURCES),
    time_zone: PlaceTimeZone,
    media: Type.Array(Media),
  }),
]);
export type CreatedPost = Static<typeof CreatedPost>;

/**
 * Why a new post was refused, one code per problem. The answer's `errors` name the field
 * ('observed_at', 'lat', 'media_ids', 'answers.<question id>', 'reporter.email'…) and the code;
 * NEW_POST_ERROR_TEXTS words each code in English and Spanish.
 */
export const NEW_POST_ERROR_CODES = [
  'invalid_body',
  'observed_at_invalid',
  'observed_at_in_future',
  'observed_at_too_early',
  'location_invalid',
  'content_too_long',
  'media_missing',
  'media_too_many',
  'media_unusable',
  'answer_unknown_question',
  'answer_duplicate',
  'answer_wrong_type',
  'answer_not_an_option',
  'answer_required',
  'reporter_name_too_long',
  'reporter_email_invalid',
  'idempotency_key_invalid',
] as const;
export type NewPostErrorCode = (typeof NEW_POST_ERROR_CODES)[number];

export const NewPostFieldError = Type.Object({
  field: Type.String(),
  code: StringEnum(NEW_POST_ERROR_CODES),
  /** The code's English text; NEW_POST_ERROR_TEXTS has the Spanish. */
  message: Type.String(),
});
export type NewPostFieldError = Static<typeof NewPostFieldError>;

/** A 400 of the new-post call: the usual error body, plus every field's problem. */
export const NewPostErrorBody = Type.Composite([
  ErrorBody,
  /** Present when the problems are the fields' (not for a body that is not JSON at all). */
  Type.Object({ errors: Type.Optional(Type.Array(NewPostFieldError)) }),
]);
export type NewPostErrorBody = Static<typeof NewPostErrorBody>;

/** The texts of NEW_POST_ERROR_CODES, as the dashboard and the report page show them. */
export const NEW_POST_ERROR_TEXTS: Record<NewPostErrorCode, { en: string; es: string }> = {
  invalid_body: {
    en: 'The report could not be read. Check the form and send it again.',
    es: 'No se pudo leer el avistamiento. Revise el formulario y envíelo de nuevo.',
  },
  observed_at_invalid: {
    en: 'Enter the date and time you saw the flooding.',
    es: 'Indique la fecha y la hora en que vio la inundación.',
  },
  observed_at_in_future: {
    en: 'The time you saw the flooding cannot be in the future.',
    es: 'La hora en que vio la inundación no puede estar en el futuro.',
  },
  observed_at_too_early: {
    en: 'The time you saw the flooding is too long ago. Check the date.',
    es: 'La hora en que vio la inundación es demasiado antigua. Revise la fecha.',
  },
  location_invalid: {
    en: 'Choose where you saw the flooding.',
    es: 'Elija dónde vio la inundación.',
  },
  content_too_long: {
    en: `The description can be at most ${NEW_POST_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    es: `La descripción puede tener como máximo ${NEW_POST_CONTENT_MAX_LENGTH.toLocaleString('es')} caracteres.`,
  },
  media_missing: {
    en: 'Add at least one photo or video.',
    es: 'Agregue al menos una foto o un video.',
  },
  media_too_many: {
    en: `Add at most ${NEW_POST_MAX_MEDIA} photos and videos.`,
    es: `Agregue como máximo ${NEW_POST_MAX_MEDIA} fotos y videos.`,
  },
  media_unusable: {
    en: 'A photo or video was not uploaded by you or is already used. Upload it again.',
    es: 'Una foto o un video no lo subió usted o ya está en uso. Súbalo de nuevo.',
  },
  answer_unknown_question: {
    en: 'This question is not part of this project’s survey.',
    es: 'Esta pregunta no forma parte de la encuesta de este proyecto.',
  },
  answer_duplicate: {
    en: 'This question is answered more than once.',
    es: 'Esta pregunta tiene más de una respuesta.',
  },
  answer_wrong_type: {
    en: 'This answer is not of the kind the question asks for.',
    es: 'Esta respuesta no es del tipo que pide la pregunta.',
  },
  answer_not_an_option: {
    en: 'Choose one of the offered answers.',
    es: 'Elija una de las respuestas ofrecidas.',
  },
  answer_required: {
    en: 'This question needs an answer.',
    es: 'Esta pregunta necesita una respuesta.',
  },
  reporter_name_too_long: {
    en: `Your name can be at most ${REPORTER_NAME_MAX_LENGTH} characters.`,
    es: `Su nombre puede tener como máximo ${REPORTER_NAME_MAX_LENGTH} caracteres.`,
  },
  reporter_email_invalid: {
    en: 'Enter a valid e-mail address, or leave it empty.',
    es: 'Indique un correo electrónico válido, o déjelo vacío.',
  },
  idempotency_key_invalid: {
    en: 'The report is missing its submission key. Reload the page and send it again.',
    es: 'Al avistamiento le falta su clave de envío. Vuelva a cargar la página y envíelo de nuevo.',
  },
};

/** Intake keys are sent as `Authorization: Bearer hwk_…`. */
export const INTAKE_KEY_PREFIX = 'hwk_';
