import type { Language } from '@highwater/core/constants';
import type { MemberRole } from '@/db/schema.ts';
import { escapeHtml } from '../identity/pages/page-shell.ts';
import type { MailMessage } from './mailer.ts';

const ROLE_NAMES: Record<Language, Record<MemberRole, string>> = {
  en: { group_admin: 'group administrator', staff: 'staff member' },
  es: { group_admin: 'administrador del grupo', staff: 'miembro del personal' },
};

/** Paragraphs as plain text and as HTML; a paragraph that is a URL becomes a link in HTML. */
function compose(to: string, subject: string, paragraphs: string[]): MailMessage {
  const html = paragraphs
    .map((p) =>
      /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return { to, subject, text: `${paragraphs.join('\n\n')}\n`, html };
}

export interface MembershipMail {
  to: string;
  lang: Language;
  groupName: string;
  role: MemberRole;
  inviterName: string;
}

/** A new person (or one who never set a password): the link sets their password, for 7 days. */
export function invitationMail(mail: MembershipMail & { link: string }): MailMessage {
  const role = ROLE_NAMES[mail.lang][mail.role];
  if (mail.lang === 'es') {
    return compose(mail.to, `Invitación a ${mail.groupName} en Highwater`, [
      `${mail.inviterName} le envió una invitación a ${mail.groupName} en Highwater como ${role}.`,
      'Elija su contraseña con este enlace para empezar. Funciona una vez, durante 7 días:',
      mail.link,
      'Si no esperaba esta invitación, puede ignorar este correo.',
    ]);
  }
  return compose(mail.to, `You are invited to ${mail.groupName} on Highwater`, [
    `${mail.inviterName} invited you to ${mail.groupName} on Highwater as a ${role}.`,
    'Choose your password with this link to get started. It works once, for 7 days:',
    mail.link,
    'If you did not expect this invitation, you can ignore this mail.',
  ]);
}

/** Someone who already signs in to Highwater was added to another group. */
export function addedToGroupMail(mail: MembershipMail & { signInUrl: string }): MailMessage {
  const role = ROLE_NAMES[mail.lang][mail.role];
  if (mail.lang === 'es') {
    return compose(mail.to, `Se le añadió a ${mail.groupName} en Highwater`, [
      `${mail.inviterName} le añadió a ${mail.groupName} en Highwater como ${role}.`,
      'Inicie sesión con su correo y su contraseña de siempre:',
      mail.signInUrl,
    ]);
  }
  return compose(mail.to, `You were added to ${mail.groupName} on Highwater`, [
    `${mail.inviterName} added you to ${mail.groupName} on Highwater as a ${role}.`,
    'Sign in with your usual e-mail and password:',
    mail.signInUrl,
  ]);
}

/** A password reset, asked for by the person or by their group's administrator: 1 hour. */
export function passwordResetMail(mail: { to: string; lang: Language; link: string }): MailMessage {
  if (mail.lang === 'es') {
    return compose(mail.to, 'Restablecer su contraseña de Highwater', [
      'Se pidió una nueva contraseña para su cuenta de Highwater.',
      'Elija una nueva con este enlace. Funciona una vez, durante 1 hora:',
      mail.link,
      'Al cambiarla se cierran sus otras sesiones. Si no lo pidió, ignore este correo: ' +
        'su contraseña no cambia.',
    ]);
  }
  return compose(mail.to, 'Reset your Highwater password', [
    'A new password was asked for your Highwater account.',
    'Choose a new one with this link. It works once, for 1 hour:',
    mail.link,
    'Changing it signs you out everywhere else. If you did not ask for this, ignore this mail: ' +
      'your password stays as it is.',
  ]);
}
