import type { Language } from '@highwater/core/constants';

export const OUTBOX_TEXTS: Record<
  Language,
  {
    intro: string;
    viaSmtp: string;
    empty: string;
    to: string;
    subject: string;
    sent: string;
    showMessage: string;
  }
> = {
  en: {
    intro:
      'No mail server is configured (SMTP_URL), so mail is kept here instead of sent. ' +
      'Copy an invitation link to the person it was meant for.',
    viaSmtp: 'Mail is sent over SMTP. The mail below was kept before a mail server was configured.',
    empty: 'No mail yet.',
    to: 'To',
    subject: 'Subject',
    sent: 'Kept at',
    showMessage: 'Show the message',
  },
  es: {
    intro:
      'No hay un servidor de correo configurado (SMTP_URL), así que el correo se guarda aquí en ' +
      'lugar de enviarse. Copie el enlace de una invitación a la persona a quien iba dirigida.',
    viaSmtp:
      'El correo se envía por SMTP. El correo de abajo se guardó antes de configurar un servidor.',
    empty: 'Todavía no hay correo.',
    to: 'Para',
    subject: 'Asunto',
    sent: 'Guardado el',
    showMessage: 'Ver el mensaje',
  },
};
