import type { Language } from '@highwater/core/constants';

/** Limits of a project's fields: a rolling window of up to ten years is already "any time". */
export const PROJECT_LIMITS = { name: 120, rollingDays: 3650 } as const;

export interface ProjectsTexts {
  newTitle: string;
  create: string;
  name: string;
  slug: string;
  slugHint: string;
  dates: string;
  startDate: string;
  endDate: string;
  dateHint: string;
  display: string;
  allowExports: string;
  showSeverity: string;
  showInternalNotes: string;
  acceptsPublicReports: string;
  rollingDays: string;
  rollingDaysHint: string;
  centre: string;
  centreHint: string;
  centerLat: string;
  centerLng: string;
  openDashboard: string;
  reportPage: { title: string; hint: string; qrLabel: string };
  defaultStatuses: { label: string; isDefault: boolean }[];
  notices: { created: string; saved: string };
  errors: {
    name: string;
    nameTooLong: string;
    slug: string;
    slugTaken: string;
    startDate: string;
    endDate: string;
    endBeforeStart: string;
    rollingDays: string;
    centerLat: string;
    centerLng: string;
  };
}

export const PROJECTS_TEXTS: Record<Language, ProjectsTexts> = {
  en: {
    newTitle: 'New project',
    create: 'Create project',
    name: 'Name',
    slug: 'Slug',
    slugHint:
      "Used in the dashboard's addresses: lowercase letters, digits and hyphens. After a change, " +
      'old addresses still lead here.',
    dates: 'Dates',
    startDate: 'Start date',
    endDate: 'End date',
    dateHint: 'Optional.',
    display: 'On the dashboard',
    allowExports: 'Allow exports (the Export button)',
    showSeverity: 'Show severity',
    showInternalNotes: 'Show internal notes',
    acceptsPublicReports: 'Accept reports from the public (the report page)',
    rollingDays: 'Rolling window (days)',
    rollingDaysHint: `Optional. Only sightings of the last N days are shown (1 to ${PROJECT_LIMITS.rollingDays}). Leave empty to show all.`,
    centre: 'Map centre',
    centreHint: 'Where the map opens, in decimal degrees.',
    centerLat: 'Latitude',
    centerLng: 'Longitude',
    openDashboard: 'Open in the dashboard',
    reportPage: {
      title: 'The public report page',
      hint: 'Residents send sightings here without signing in. Share the link, or print the QR code on posters and flyers.',
      qrLabel: 'QR code of the report page’s address',
    },
    defaultStatuses: [
      { label: 'Open', isDefault: true },
      { label: 'In progress', isDefault: false },
      { label: 'Closed', isDefault: false },
    ],
    notices: {
      created: 'Project created with three statuses: Open, In progress and Closed.',
      saved: 'Saved.',
    },
    errors: {
      name: 'Enter the name of the project.',
      nameTooLong: `The name can be at most ${PROJECT_LIMITS.name} characters long.`,
      slug: 'Enter a slug of at most 60 lowercase letters, digits and hyphens (not at the start or end).',
      slugTaken: 'Another project of this group already uses this slug. Choose another.',
      startDate: 'Enter the start date as a date, such as 2026-06-01, or leave it empty.',
      endDate: 'Enter the end date as a date, such as 2026-09-30, or leave it empty.',
      endBeforeStart: 'The end date must be on or after the start date.',
      rollingDays: `Enter a whole number of days from 1 to ${PROJECT_LIMITS.rollingDays}, or leave it empty.`,
      centerLat: 'Enter a latitude from -90 to 90, such as 36.85.',
      centerLng: 'Enter a longitude from -180 to 180, such as -76.29.',
    },
  },
  es: {
    newTitle: 'Nuevo proyecto',
    create: 'Crear proyecto',
    name: 'Nombre',
    slug: 'Identificador',
    slugHint:
      'Se usa en las direcciones del panel: letras minúsculas, dígitos y guiones. Después de un ' +
      'cambio, las direcciones antiguas siguen llevando aquí.',
    dates: 'Fechas',
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de fin',
    dateHint: 'Opcional.',
    display: 'En el panel',
    allowExports: 'Permitir exportaciones (el botón Exportar)',
    showSeverity: 'Mostrar la gravedad',
    showInternalNotes: 'Mostrar las notas internas',
    acceptsPublicReports: 'Aceptar avistamientos del público (la página de avisos)',
    rollingDays: 'Ventana móvil (días)',
    rollingDaysHint: `Opcional. Solo se muestran los avistamientos de los últimos N días (de 1 a ${PROJECT_LIMITS.rollingDays}). Déjelo vacío para mostrarlos todos.`,
    centre: 'Centro del mapa',
    centreHint: 'Donde se abre el mapa, en grados decimales.',
    centerLat: 'Latitud',
    centerLng: 'Longitud',
    openDashboard: 'Abrir en el panel',
    reportPage: {
      title: 'La página pública de avisos',
      hint: 'Los vecinos envían avistamientos aquí sin iniciar sesión. Comparta el enlace, o imprima el código QR en carteles y folletos.',
      qrLabel: 'Código QR de la dirección de la página de avisos',
    },
    defaultStatuses: [
      { label: 'Abierto', isDefault: true },
      { label: 'En curso', isDefault: false },
      { label: 'Cerrado', isDefault: false },
    ],
    notices: {
      created: 'Proyecto creado con tres estados: Abierto, En curso y Cerrado.',
      saved: 'Guardado.',
    },
    errors: {
      name: 'Escriba el nombre del proyecto.',
      nameTooLong: `El nombre puede tener como máximo ${PROJECT_LIMITS.name} caracteres.`,
      slug:
        'Escriba un identificador de hasta 60 letras minúsculas, dígitos y guiones (no al ' +
        'principio ni al final).',
      slugTaken: 'Otro proyecto de este grupo ya usa este identificador. Elija otro.',
      startDate: 'Escriba la fecha de inicio como una fecha, como 2026-06-01, o déjela vacía.',
      endDate: 'Escriba la fecha de fin como una fecha, como 2026-09-30, o déjela vacía.',
      endBeforeStart: 'La fecha de fin debe ser igual o posterior a la fecha de inicio.',
      rollingDays: `Escriba un número entero de días de 1 a ${PROJECT_LIMITS.rollingDays}, o déjelo vacío.`,
      centerLat: 'Escriba una latitud de -90 a 90, como 36.85.',
      centerLng: 'Escriba una longitud de -180 a 180, como -76.29.',
    },
  },
};
