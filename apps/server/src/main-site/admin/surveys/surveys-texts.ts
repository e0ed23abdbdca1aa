import type { Language } from '@highwater/core/constants';
import type { DataType, FieldProblem, QuestionValues, TopicValues } from './survey-forms.ts';
import { LIMITS } from './survey-forms.ts';

type Field = keyof TopicValues | keyof QuestionValues;

export interface SurveysTexts {
  title: string;
  listIntro: string;
  noProjects: string;
  openSurvey: string;
  projectIntro: string;
  noTopics: string;
  topics: string;
  questions: string;
  questionCount: (count: number) => string;
  editTopic: string;
  addTopic: string;
  add: string;
  labels: Record<Field, string>;
  hints: Partial<Record<Field, string>>;
  noIcon: string;
  icons: Record<string, string>;
  types: Record<DataType, string>;
  noQuestions: string;
  requiredMark: string;
  order: string;
  type: string;
  moveUp: string;
  moveDown: string;
  edit: string;
  delete: string;
  addQuestion: string;
  newQuestion: string;
  saveTopic: string;
  deleteTopic: string;
  deleteTopicTitle: (name: string) => string;
  deleteTopicText: (counts: { posts: number; questions: number; answers: number }) => string;
  deleteQuestionTitle: (title: string) => string;
  deleteQuestionText: (answers: number) => string;
  deleteConfirm: string;
  notices: Record<'created' | 'saved' | 'deleted' | 'moved', string>;
  problem: (field: Field, problem: FieldProblem) => string;
}

const ICONS_EN: Record<string, string> = {
  'animals-and-insects': 'Animals and insects',
  drought: 'Drought',
  flooding: 'Flooding',
  heat: 'Heat',
  'land-and-soil': 'Land and soil',
  'oceans-and-freshwater': 'Oceans and freshwater',
  'plants-and-trees': 'Plants and trees',
  pollution: 'Pollution',
  'season-change': 'Season change',
  'skies-and-air': 'Skies and air',
  'snow-and-ice': 'Snow and ice',
  wildfires: 'Wildfires',
};

const ICONS_ES: Record<string, string> = {
  'animals-and-insects': 'Animales e insectos',
  drought: 'Sequía',
  flooding: 'Inundaciones',
  heat: 'Calor',
  'land-and-soil': 'Tierra y suelo',
  'oceans-and-freshwater': 'Océanos y agua dulce',
  'plants-and-trees': 'Plantas y árboles',
  pollution: 'Contaminación',
  'season-change': 'Cambio de estación',
  'skies-and-air': 'Cielo y aire',
  'snow-and-ice': 'Nieve y hielo',
  wildfires: 'Incendios forestales',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const EN_PROBLEMS: Record<FieldProblem, (field: string) => string> = {
  required: (field) => `Enter the ${field.toLowerCase()}.`,
  tooLong: (field) => `The ${field.toLowerCase()} is too long.`,
  slugFormat: () =>
    'The short name may hold only lowercase letters (a–z), digits and single hyphens between them.',
  slugTaken: () => 'Another topic of this project already has this short name.',
  unknownIcon: () => 'Choose an icon from the list.',
  unknownType: () => 'Choose a type of answer from the list.',
  fewOptions: () => 'A choice needs at least 2 options, one a line.',
  tooManyOptions: () => `A choice can have at most ${LIMITS.options} options.`,
  optionTooLong: () => `Each option can have at most ${LIMITS.option} characters.`,
  duplicateOption: () => 'Each option must be different from the others.',
  typeHasAnswers: () =>
    'This question already has answers, so its type cannot change. Add a new question instead.',
};

const ES_PROBLEMS: Record<FieldProblem, (field: string) => string> = {
  required: (field) => `Rellene el campo «${field}».`,
  tooLong: (field) => `El campo «${field}» es demasiado largo.`,
  slugFormat: () =>
    'El nombre corto solo puede tener letras minúsculas (a–z), dígitos y guiones simples entre ellos.',
  slugTaken: () => 'Otro tema de este proyecto ya tiene este nombre corto.',
  unknownIcon: () => 'Elija un icono de la lista.',
  unknownType: () => 'Elija un tipo de respuesta de la lista.',
  fewOptions: () => 'Una elección necesita al menos 2 opciones, una por línea.',
  tooManyOptions: () => `Una elección puede tener como máximo ${LIMITS.options} opciones.`,
  optionTooLong: () => `Cada opción puede tener como máximo ${LIMITS.option} caracteres.`,
  duplicateOption: () => 'Cada opción debe ser distinta de las demás.',
  typeHasAnswers: () =>
    'Esta pregunta ya tiene respuestas, así que su tipo no puede cambiar. Añada una pregunta nueva.',
};

const EN_LABELS: Record<Field, string> = {
  name: 'Name',
  slug: 'Short name',
  icon: 'Icon',
  title: 'Question',
  dataType: 'Type of answer',
  unit: 'Unit',
  multiple: 'More than one option may be chosen',
  options: 'Options',
  required: 'An answer is required',
};

const ES_LABELS: Record<Field, string> = {
  name: 'Nombre',
  slug: 'Nombre corto',
  icon: 'Icono',
  title: 'Pregunta',
  dataType: 'Tipo de respuesta',
  unit: 'Unidad',
  multiple: 'Se puede elegir más de una opción',
  options: 'Opciones',
  required: 'La respuesta es obligatoria',
};

export const SURVEYS_TEXTS: Record<Language, SurveysTexts> = {
  en: {
    title: 'Survey',
    listIntro:
      'Each project has its own survey: topics, and the questions a report about a topic asks.',
    noProjects: 'You run no project yet.',
    openSurvey: 'Open the survey',
    projectIntro:
      'Topics group the questions of a report. The dashboard filters posts by topic, and the details table shows the answers.',
    noTopics: 'This project has no topics yet.',
    topics: 'Topics',
    questions: 'Questions',
    questionCount: (count) => plural(count, 'question', 'questions'),
    editTopic: 'Edit the topic and its questions',
    addTopic: 'Add a topic',
    add: 'Add',
    labels: EN_LABELS,
    hints: {
      slug: 'Lowercase letters, digits and hyphens, unique in the project. Left empty, it is made from the name.',
      unit: 'Only for a whole or decimal number, such as cm or °C.',
      options: 'Only for a choice: one option a line, at least 2.',
      multiple: 'Only for a choice.',
      required: 'A sighting cannot be sent without an answer to this question.',
    },
    noIcon: 'No icon',
    icons: ICONS_EN,
    types: {
      BOOLEAN: 'Yes or no',
      NUMERIC: 'Whole number',
      DECIMAL: 'Decimal number',
      SELECT: 'Choice',
      DATETIME: 'Date and time',
      TIMERANGE: 'Time range',
    },
    noQuestions: 'This topic has no questions yet.',
    requiredMark: 'Required',
    order: 'Order',
    type: 'Type',
    moveUp: 'Move up',
    moveDown: 'Move down',
    edit: 'Edit',
    delete: 'Delete',
    addQuestion: 'Add a question',
    newQuestion: 'New question',
    saveTopic: 'Save the topic',
    deleteTopic: 'Delete this topic',
    deleteTopicTitle: (name) => `Delete the topic “${name}”?`,
    deleteTopicText: ({ posts, questions, answers }) =>
      `${plural(posts, 'post loses', 'posts lose')} this topic, and its ${plural(questions, 'question', 'questions')} go with ${plural(answers, 'answer', 'answers')}. The posts themselves stay. This cannot be undone.`,
    deleteQuestionTitle: (title) => `Delete the question “${title}”?`,
    deleteQuestionText: (answers) =>
      answers === 0
        ? 'No post has answered it yet. This cannot be undone.'
        : `${plural(answers, 'answer', 'answers')} to it will be deleted with it. The posts themselves stay. This cannot be undone.`,
    deleteConfirm: 'Delete',
    notices: {
      created: 'Added.',
      saved: 'Saved.',
      deleted: 'Deleted.',
      moved: 'The order was changed.',
    },
    problem: (field, problem) => EN_PROBLEMS[problem](EN_LABELS[field]),
  },
  es: {
    title: 'Encuesta',
    listIntro:
      'Cada proyecto tiene su propia encuesta: temas, y las preguntas que plantea un avistamiento sobre un tema.',
    noProjects: 'Todavía no administra ningún proyecto.',
    openSurvey: 'Abrir la encuesta',
    projectIntro:
      'Los temas agrupan las preguntas de un avistamiento. El panel filtra los avistamientos por tema y la tabla de detalles muestra las respuestas.',
    noTopics: 'Este proyecto aún no tiene temas.',
    topics: 'Temas',
    questions: 'Preguntas',
    questionCount: (count) => plural(count, 'pregunta', 'preguntas'),
    editTopic: 'Editar el tema y sus preguntas',
    addTopic: 'Añadir un tema',
    add: 'Añadir',
    labels: ES_LABELS,
    hints: {
      slug: 'Letras minúsculas, dígitos y guiones, único en el proyecto. Si se deja vacío, se forma a partir del nombre.',
      unit: 'Solo para un número entero o decimal, como cm o °C.',
      options: 'Solo para una elección: una opción por línea, al menos 2.',
      multiple: 'Solo para una elección.',
      required: 'No se puede enviar un avistamiento sin responder a esta pregunta.',
    },
    noIcon: 'Sin icono',
    icons: ICONS_ES,
    types: {
      BOOLEAN: 'Sí o no',
      NUMERIC: 'Número entero',
      DECIMAL: 'Número decimal',
      SELECT: 'Elección',
      DATETIME: 'Fecha y hora',
      TIMERANGE: 'Intervalo de tiempo',
    },
    noQuestions: 'Este tema aún no tiene preguntas.',
    requiredMark: 'Obligatoria',
    order: 'Orden',
    type: 'Tipo',
    moveUp: 'Subir',
    moveDown: 'Bajar',
    edit: 'Editar',
    delete: 'Eliminar',
    addQuestion: 'Añadir una pregunta',
    newQuestion: 'Pregunta nueva',
    saveTopic: 'Guardar el tema',
    deleteTopic: 'Eliminar este tema',
    deleteTopicTitle: (name) => `¿Eliminar el tema «${name}»?`,
    deleteTopicText: ({ posts, questions, answers }) =>
      `${plural(posts, 'avistamiento pierde', 'avistamientos pierden')} este tema, y sus ${plural(questions, 'pregunta', 'preguntas')} se van con ${plural(answers, 'respuesta', 'respuestas')}. Los avistamientos se quedan. No se puede deshacer.`,
    deleteQuestionTitle: (title) => `¿Eliminar la pregunta «${title}»?`,
    deleteQuestionText: (answers) =>
      answers === 0
        ? 'Ningún avistamiento la ha respondido todavía. No se puede deshacer.'
        : `Se eliminarán con ella ${plural(answers, 'respuesta', 'respuestas')}. Los avistamientos se quedan. No se puede deshacer.`,
    deleteConfirm: 'Eliminar',
    notices: {
      created: 'Añadido.',
      saved: 'Guardado.',
      deleted: 'Eliminado.',
      moved: 'Se cambió el orden.',
    },
    problem: (field, problem) => ES_PROBLEMS[problem](ES_LABELS[field]),
  },
};
