import type { Language } from '@highwater/core/constants';

export const UNSUBSCRIBE_TEXTS = {
  en: {
    confirmTitle: 'Stop these alerts?',
    confirmIntro: (title: string) =>
      `You will get no more e-mails or in-app alerts for the saved search “${title}”. ` +
      'You can turn them on again from its menu.',
    confirm: 'Stop the alerts',
    doneTitle: 'Alerts stopped',
    doneIntro: (title: string) =>
      `You will get no more alerts for “${title}”. Turn them on again from the saved ` +
      'searches menu.',
    brokenTitle: 'This link does not work',
    brokenIntro:
      'It may have been copied only in part. You can still stop the alerts from the saved ' +
      'searches menu in Highwater.',
    openHighwater: 'Open Highwater',
  },
  es: {
    confirmTitle: '¿Detener estas alertas?',
    confirmIntro: (title: string) =>
      `No recibirá más correos ni alertas en la aplicación de la búsqueda guardada «${title}». ` +
      'Puede activarlas de nuevo desde su menú.',
    confirm: 'Detener las alertas',
    doneTitle: 'Alertas detenidas',
    doneIntro: (title: string) =>
      `No recibirá más alertas de «${title}». Actívelas de nuevo desde el menú de búsquedas ` +
      'guardadas.',
    brokenTitle: 'Este enlace no funciona',
    brokenIntro:
      'Puede que se haya copiado solo en parte. Aún puede detener las alertas desde el menú de ' +
      'búsquedas guardadas de Highwater.',
    openHighwater: 'Abrir Highwater',
  },
} satisfies Record<Language, Record<string, unknown>>;
