import type { QuestionsTable } from '@/db/schema.ts';

export const DATA_TYPES = [
  'BOOLEAN',
  'NUMERIC',
  'DECIMAL',
  'SELECT',
  'DATETIME',
  'TIMERANGE',
] as const satisfies readonly QuestionsTable['data_type'][];
export type DataType = (typeof DATA_TYPES)[number];

/** The topic icon families of spec 000's icon set. */
export const TOPIC_ICONS = [
  'animals-and-insects',
  'drought',
  'flooding',
  'heat',
  'land-and-soil',
  'oceans-and-freshwater',
  'plants-and-trees',
  'pollution',
  'season-change',
  'skies-and-air',
  'snow-and-ice',
  'wildfires',
] as const;

export const LIMITS = { name: 100, slug: 60, title: 200, unit: 20, option: 100, options: 50 };

/** What is wrong with a field; the texts say it in the viewer's language. */
export type FieldProblem =
  | 'required'
  | 'tooLong'
  | 'slugFormat'
  | 'slugTaken'
  | 'unknownIcon'
  | 'unknownType'
  | 'fewOptions'
  | 'tooManyOptions'
  | 'optionTooLong'
  | 'duplicateOption'
  | 'typeHasAnswers';

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

const oneLine = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A slug from a name: lowercase letters, digits and single hyphens. */
export const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug);

export interface TopicValues {
  name: string;
  slug: string;
  icon: string;
}

export function readTopicForm(body: unknown): {
  values: TopicValues;
  problems: Problems<keyof TopicValues>;
} {
  const name = oneLine(field(body, 'name'));
  const rawSlug = field(body, 'slug').trim();
  const slug = rawSlug === '' ? slugOf(name) : rawSlug;
  const icon = field(body, 'icon');
  const problems: Problems<keyof TopicValues> = {};
  if (name === '') problems.name = 'required';
  else if (name.length > LIMITS.name) problems.name = 'tooLong';
  if (slug === '') problems.slug = name === '' ? undefined : 'slugFormat';
  else if (slug.length > LIMITS.slug) problems.slug = 'tooLong';
  else if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) problems.slug = 'slugFormat';
  if (icon !== '' && !(TOPIC_ICONS as readonly string[]).includes(icon)) {
    problems.icon = 'unknownIcon';
  }
  if (problems.slug === undefined) delete problems.slug;
  return { values: { name, slug, icon }, problems };
}

export interface QuestionValues {
  title: string;
  dataType: string;
  unit: string;
  multiple: boolean;
  /** One option a line, as typed. */
  options: string;
  /** A sighting cannot be sent without an answer to it. */
  required: boolean;
}

export interface QuestionRow {
  title: string;
  data_type: DataType;
  unit: string | null;
  multiple: boolean;
  options: string[];
  required: boolean;
}

/**
 * Reads a question form. A unit belongs to numbers and options (with "multiple") to choices:
 * for other types they are not kept, so switching a question's type leaves nothing stale.
 */
export function readQuestionForm(body: unknown): {
  values: QuestionValues;
  problems: Problems<keyof QuestionValues>;
  row: QuestionRow | null;
} {
  const values: QuestionValues = {
    title: oneLine(field(body, 'title')),
    dataType: field(body, 'dataType'),
    unit: oneLine(field(body, 'unit')),
    multiple: field(body, 'multiple') === 'yes',
    options: field(body, 'options'),
    required: field(body, 'required') === 'yes',
  };
  const problems: Problems<keyof QuestionValues> = {};
  if (values.title === '') problems.title = 'required';
  else if (values.title.length > LIMITS.title) problems.title = 'tooLong';
  const dataType = DATA_TYPES.find((type) => type === values.dataType);
  if (!dataType) problems.dataType = values.dataType === '' ? 'required' : 'unknownType';
  const numeric = dataType === 'NUMERIC' || dataType === 'DECIMAL';
  if (numeric && values.unit.length > LIMITS.unit) problems.unit = 'tooLong';
  const options = values.options
    .split(/\r?\n/)
    .map(oneLine)
    .filter((option) => option !== '');
  if (dataType === 'SELECT') {
    const seen = new Set(options.map((option) => option.toLocaleLowerCase()));
    if (options.length < 2) problems.options = 'fewOptions';
    else if (options.length > LIMITS.options) problems.options = 'tooManyOptions';
    else if (options.some((option) => option.length > LIMITS.option)) {
      problems.options = 'optionTooLong';
    } else if (seen.size < options.length) problems.options = 'duplicateOption';
  }
  const row: QuestionRow | null =
    dataType && Object.keys(problems).length === 0
      ? {
          title: values.title,
          data_type: dataType,
          unit: numeric && values.unit !== '' ? values.unit : null,
          multiple: dataType === 'SELECT' && values.multiple,
          options: dataType === 'SELECT' ? options : [],
          required: values.required,
        }
      : null;
  return { values, problems, row };
}
