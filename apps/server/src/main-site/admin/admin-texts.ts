import type { Language } from '@highwater/core/constants';

/** The admin sections, in the order of their tabs; the web app's coming-soon dialogs open them. */
export const ADMIN_SECTIONS = ['settings', 'user-groups', 'people', 'surveys', 'outbox'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Texts every admin page shares; each page keeps its own in a file beside it. */
export interface AdminTexts {
  sectionsLabel: string;
  sections: Record<AdminSection, string>;
  signInTitle: string;
  signInText: string;
  signIn: string;
  notFoundTitle: string;
  notFoundText: string;
  forbiddenTitle: string;
  forbiddenText: string;
  foreignFormTitle: string;
  foreignFormText: string;
  badFormTitle: string;
  badFormText: string;
  errorSummary: string;
  save: string;
  cancel: string;
  saved: string;
  backToDashboard: string;
}

export const ADMIN_TEXTS: Record<Language, AdminTexts> = {
  en: {
    sectionsLabel: 'Administration',
    sections: {
      settings: 'Settings',
      'user-groups': 'User groups',
      people: 'People',
      surveys: 'Surveys',
      outbox: 'Outbox',
    },
    signInTitle: 'Sign in to continue',
    signInText: 'Sign in to Highwater to open this page.',
    signIn: 'Sign in',
    notFoundTitle: 'Not found',
    notFoundText: 'This page does not exist, or it is not yours to see.',
    forbiddenTitle: 'Only administrators can do this',
    forbiddenText: "Ask your group's administrator to make this change.",
    foreignFormTitle: 'This form was not sent from Highwater',
    foreignFormText: 'Nothing was changed. Open the page again and send the form from there.',
    badFormTitle: 'This request could not be read',
    badFormText: 'Nothing was changed. Check the form and send it again.',
    errorSummary: 'Please correct the following:',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved.',
    backToDashboard: 'Back to the dashboard',
  },
  es: {
    sectionsLabel: 'Administración',
    sections: {
      settings: 'Configuración',
      'user-groups': 'Grupos de usuarios',
      people: 'Personas',
      surveys: 'Encuestas',
      outbox: 'Bandeja de salida',
    },
    signInTitle: 'Inicie sesión para continuar',
    signInText: 'Inicie sesión en Highwater para abrir esta página.',
    signIn: 'Iniciar sesión',
    notFoundTitle: 'No encontrado',
    notFoundText: 'Esta página no existe o no tiene acceso a ella.',
    forbiddenTitle: 'Solo los administradores pueden hacer esto',
    forbiddenText: 'Pida al administrador de su grupo que haga este cambio.',
    foreignFormTitle: 'Este formulario no se envió desde Highwater',
    foreignFormText:
      'No se cambió nada. Vuelva a abrir la página y envíe el formulario desde allí.',
    badFormTitle: 'No se pudo leer esta solicitud',
    badFormText: 'No se cambió nada. Revise el formulario y vuelva a enviarlo.',
    errorSummary: 'Corrija lo siguiente:',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Guardado.',
    backToDashboard: 'Volver al panel',
  },
};
