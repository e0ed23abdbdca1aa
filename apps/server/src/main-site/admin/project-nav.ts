import type { Language } from '@highwater/core/constants';

/** The pages of one project's administration, in the order of their tabs. */
export const PROJECT_PAGES = [
  'settings',
  'statuses',
  'regions',
  'surveys',
  'weather-events',
  'intake-keys',
  'audit',
] as const;
export type ProjectPage = (typeof PROJECT_PAGES)[number];

type NavLabels = Record<ProjectPage, string> & { label: string };

/** The navigation's label and its tabs' names. */
export const PROJECT_NAV_LABELS: Record<Language, NavLabels> = {
  en: {
    label: 'Project administration',
    settings: 'Settings',
    statuses: 'Statuses',
    regions: 'Regions',
    surveys: 'Survey',
    'weather-events': 'Weather events',
    'intake-keys': 'Intake keys',
    audit: 'Changes',
  },
  es: {
    label: 'Administración del proyecto',
    settings: 'Configuración',
    statuses: 'Estados',
    regions: 'Regiones',
    surveys: 'Encuesta',
    'weather-events': 'Eventos meteorológicos',
    'intake-keys': 'Claves de envío',
    audit: 'Cambios',
  },
};

/** `/admin/projects/{id}` for its settings, `/admin/projects/{id}/{page}` for the others. */
export const projectPageHref = (projectId: number, page: ProjectPage, lang: Language) =>
  `/admin/projects/${projectId}${page === 'settings' ? '' : `/${page}`}?lang=${lang}`;

/** The data of views/partials/project-nav.eta: `<%~ include('partials/project-nav', it.projectNav) %>`. */
export function projectNav(projectId: number, current: ProjectPage, lang: Language) {
  return {
    label: PROJECT_NAV_LABELS[lang].label,
    links: PROJECT_PAGES.map((page) => ({
      href: projectPageHref(projectId, page, lang),
      label: PROJECT_NAV_LABELS[lang][page],
      current: page === current,
    })),
  };
}
