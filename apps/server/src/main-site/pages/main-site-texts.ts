import type { DataType, Language, SystemOfMeasure } from '@highwater/core/constants';
import type { ClassicSection } from '@/services/classic-view-service.ts';

/** Texts of the main site's profile and classic-view pages, in both product languages. */
export interface MainSiteTexts {
  publicProfile: string;
  unnamedPerson: string;
  recentSightings: string;
  noSightings: string;
  profileNotFoundTitle: string;
  profileNotFoundText: string;
  badAddressText: string;
  classicView: string;
  sectionsLabel: string;
  sections: Record<ClassicSection, string>;
  readOnly: string;
  openAdvancedView: string;
  firstName: string;
  lastName: string;
  email: string;
  units: string;
  systemsOfMeasure: Record<SystemOfMeasure, string>;
  noGroups: string;
  projects: string;
  noProjects: string;
  untitledGroup: string;
  untitledProject: string;
  noTopics: string;
  question: string;
  answerType: string;
  noQuestions: string;
  dataTypes: Record<DataType, string>;
  signInTitle: string;
  signInText: string;
  signIn: string;
  sectionNotFoundTitle: string;
  sectionNotFoundText: string;
}

export const MAIN_SITE_TEXTS: Record<Language, MainSiteTexts> = {
  en: {
    publicProfile: 'Public profile',
    unnamedPerson: 'Highwater member',
    recentSightings: 'Recent sightings',
    noSightings: 'No public sightings yet.',
    profileNotFoundTitle: 'Profile not found',
    profileNotFoundText: 'No one has this profile, or the link is incomplete.',
    badAddressText: 'Check the address and try again.',
    classicView: 'Classic View',
    sectionsLabel: 'Classic View sections',
    sections: {
      settings: 'Settings',
      'user-groups': 'User groups',
      people: 'People',
      surveys: 'Surveys',
    },
    readOnly: 'This page is read-only.',
    openAdvancedView: 'Open the Advanced View',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    units: 'Units',
    systemsOfMeasure: { IMPERIAL: 'Imperial', METRIC: 'Metric' },
    noGroups: 'You are not a member of any user group.',
    projects: 'Projects',
    noProjects: 'No projects yet.',
    untitledGroup: 'Untitled group',
    untitledProject: 'Untitled project',
    noTopics: 'No topics yet.',
    question: 'Question',
    answerType: 'Answer type',
    noQuestions: 'No questions yet.',
    dataTypes: {
      BOOLEAN: 'Yes or no',
      DECIMAL: 'Decimal number',
      NUMERIC: 'Number',
      SELECT: 'Choice',
      DATETIME: 'Date and time',
      TIMERANGE: 'Time range',
    },
    signInTitle: 'Sign in to open the Classic View',
    signInText:
      'The Classic View shows your organisation’s settings, user groups, people and surveys. Sign in to Highwater, then open this page again.',
    signIn: 'Sign in',
    sectionNotFoundTitle: 'Page not found',
    sectionNotFoundText: 'The Classic View has settings, user groups, people and surveys.',
  },
  es: {
    publicProfile: 'Perfil público',
    unnamedPerson: 'Miembro de Highwater',
    recentSightings: 'Avistamientos recientes',
    noSightings: 'Todavía no hay avistamientos públicos.',
    profileNotFoundTitle: 'Perfil no encontrado',
    profileNotFoundText: 'Nadie tiene este perfil, o el enlace está incompleto.',
    badAddressText: 'Revise la dirección e inténtelo de nuevo.',
    classicView: 'Vista Clásica',
    sectionsLabel: 'Secciones de la Vista Clásica',
    sections: {
      settings: 'Configuración',
      'user-groups': 'Grupos de usuarios',
      people: 'Personas',
      surveys: 'Encuestas',
    },
    readOnly: 'Esta página es de solo lectura.',
    openAdvancedView: 'Abrir la Vista Avanzada',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    units: 'Unidades',
    systemsOfMeasure: { IMPERIAL: 'Imperiales', METRIC: 'Métricas' },
    noGroups: 'No es miembro de ningún grupo de usuarios.',
    projects: 'Proyectos',
    noProjects: 'Todavía no hay proyectos.',
    untitledGroup: 'Grupo sin nombre',
    untitledProject: 'Proyecto sin nombre',
    noTopics: 'Todavía no hay temas.',
    question: 'Pregunta',
    answerType: 'Tipo de respuesta',
    noQuestions: 'Todavía no hay preguntas.',
    dataTypes: {
      BOOLEAN: 'Sí o no',
      DECIMAL: 'Número decimal',
      NUMERIC: 'Número',
      SELECT: 'Opción',
      DATETIME: 'Fecha y hora',
      TIMERANGE: 'Rango de horas',
    },
    signInTitle: 'Inicie sesión para abrir la Vista Clásica',
    signInText:
      'La Vista Clásica muestra la configuración, los grupos de usuarios, las personas y las encuestas de su organización. Inicie sesión en Highwater y vuelva a abrir esta página.',
    signIn: 'Iniciar sesión',
    sectionNotFoundTitle: 'Página no encontrada',
    sectionNotFoundText:
      'La Vista Clásica tiene configuración, grupos de usuarios, personas y encuestas.',
  },
};
