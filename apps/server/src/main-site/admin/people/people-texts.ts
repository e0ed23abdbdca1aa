import type { Language } from '@highwater/core/constants';
import type { MemberRole } from '@/db/schema.ts';
import type { MemberRefusal } from './member-changes.ts';

/** The fields of the people page's forms, as their error messages name them. */
export type PeopleField = 'email' | 'firstName' | 'lastName' | 'role' | 'lang' | 'group' | 'user';

export type PeopleNotice =
  'invited' | 'added' | 'role_changed' | 'resent' | 'reset_sent' | 'removed' | 'mail_failed';

export const PEOPLE_NOTICES: readonly PeopleNotice[] = [
  'invited',
  'added',
  'role_changed',
  'resent',
  'reset_sent',
  'removed',
  'mail_failed',
];

export interface PeopleTexts {
  intro: string;
  inviteHeading: string;
  inviteIntro: string;
  optional: string;
  fields: Record<PeopleField, string>;
  roles: Record<MemberRole, string>;
  roleHints: Record<MemberRole, string>;
  languages: Record<Language, string>;
  sendInvitation: string;
  name: string;
  lastSignIn: string;
  actions: string;
  never: string;
  pendingUntil: (date: string) => string;
  invitationExpired: string;
  you: string;
  changeRole: string;
  roleOf: (name: string) => string;
  resend: string;
  sendReset: string;
  remove: string;
  actionFor: (action: string, name: string) => string;
  noMembers: string;
  noGroups: string;
  showAll: string;
  notices: Record<PeopleNotice, string>;
  outboxHint: string;
  openOutbox: string;
  errors: {
    emailRequired: string;
    emailInvalid: string;
    tooLong: (max: number) => string;
    roleInvalid: string;
    langInvalid: string;
    groupInvalid: string;
    userInvalid: string;
    alreadyMember: string;
  };
  badFieldText: (field: string, problem: string) => string;
  refusals: Record<MemberRefusal, { title: string; text: string }>;
  removeTitle: (name: string, group: string) => string;
  removeText: string;
  confirmRemove: string;
  backToPeople: string;
}

export const PEOPLE_TEXTS: Record<Language, PeopleTexts> = {
  en: {
    intro: 'Invite people to your groups, change what they may do, or remove them.',
    inviteHeading: 'Invite someone',
    inviteIntro:
      'They get an e-mail with a link to choose their password, valid for 7 days. ' +
      'Someone who already has an account is added at once.',
    optional: '(optional)',
    fields: {
      email: 'E-mail',
      firstName: 'First name',
      lastName: 'Last name',
      role: 'Role',
      lang: 'Language of the e-mail',
      group: 'Group',
      user: 'Person',
    },
    roles: { group_admin: 'Group administrator', staff: 'Staff' },
    roleHints: {
      group_admin: "Manages the group's projects and people.",
      staff: "Works with the posts of the group's projects.",
    },
    languages: { en: 'English', es: 'Español' },
    sendInvitation: 'Send invitation',
    name: 'Name',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
    never: 'Never',
    pendingUntil: (date) => `Invitation pending (link valid until ${date})`,
    invitationExpired: 'No password yet, and no live invitation: resend it',
    you: '(you)',
    changeRole: 'Change role',
    roleOf: (name) => `Role of ${name}`,
    resend: 'Resend invitation',
    sendReset: 'Send password reset',
    remove: 'Remove',
    actionFor: (action, name) => `${action}: ${name}`,
    noMembers: 'No one is in this group yet.',
    noGroups: 'There are no client groups yet.',
    showAll: 'Show all groups',
    notices: {
      invited: 'Invitation sent.',
      added: 'Added to the group. They were told by e-mail.',
      role_changed: 'Role changed.',
      resent: 'Invitation sent again. The earlier link no longer works.',
      reset_sent: 'Password-reset e-mail sent. The link works for 1 hour.',
      removed: 'Removed from the group. Their access ended at once.',
      mail_failed:
        'The change is saved, but the e-mail could not be sent. Try again later with ' +
        '"Resend invitation" or "Send password reset".',
    },
    outboxHint: 'No mail server is set up: e-mail waits in the outbox.',
    openOutbox: 'Open the outbox',
    errors: {
      emailRequired: 'Enter an e-mail address.',
      emailInvalid: 'Enter an e-mail address like name@example.org.',
      tooLong: (max) => `Use at most ${max} characters.`,
      roleInvalid: 'Choose Group administrator or Staff.',
      langInvalid: 'Choose English or Español.',
      groupInvalid: 'Choose one of the groups listed.',
      userInvalid: 'This is not a person of the page. Open the people page again.',
      alreadyMember: 'This person is already a member of the group.',
    },
    badFieldText: (field, problem) => `${field}: ${problem} Nothing was changed.`,
    refusals: {
      not_member: {
        title: 'Not a member of this group',
        text: 'Person: they are not a member of this group (any more). Nothing was changed.',
      },
      last_admin: {
        title: "You are the group's last administrator",
        text: 'Make someone else a group administrator first, then change your own role.',
      },
      self_removal: {
        title: 'You cannot remove yourself',
        text: 'Ask another administrator of the group to remove you.',
      },
      not_pending: {
        title: 'This person has already set a password',
        text: 'Send them a password-reset e-mail instead.',
      },
    },
    removeTitle: (name, group) => `Remove ${name} from ${group}?`,
    removeText:
      "They lose access to the group's projects at once: their next request is refused and " +
      'their open dashboards stop updating. Their account stays, and they can be invited again.',
    confirmRemove: 'Remove from the group',
    backToPeople: 'Back to people',
  },
  es: {
    intro: 'Invite a personas a sus grupos, cambie lo que pueden hacer o quítelas.',
    inviteHeading: 'Invitar a alguien',
    inviteIntro:
      'Recibe un correo con un enlace para elegir su contraseña, válido 7 días. ' +
      'Quien ya tiene una cuenta se añade de inmediato.',
    optional: '(opcional)',
    fields: {
      email: 'Correo electrónico',
      firstName: 'Nombre',
      lastName: 'Apellido',
      role: 'Rol',
      lang: 'Idioma del correo',
      group: 'Grupo',
      user: 'Persona',
    },
    roles: { group_admin: 'Administrador del grupo', staff: 'Personal' },
    roleHints: {
      group_admin: 'Gestiona los proyectos y las personas del grupo.',
      staff: 'Trabaja con los avistamientos de los proyectos del grupo.',
    },
    languages: { en: 'English', es: 'Español' },
    sendInvitation: 'Enviar invitación',
    name: 'Nombre',
    lastSignIn: 'Último inicio de sesión',
    actions: 'Acciones',
    never: 'Nunca',
    pendingUntil: (date) => `Invitación pendiente (enlace válido hasta ${date})`,
    invitationExpired: 'Sin contraseña ni invitación vigente: vuelva a enviarla',
    you: '(usted)',
    changeRole: 'Cambiar rol',
    roleOf: (name) => `Rol de ${name}`,
    resend: 'Reenviar invitación',
    sendReset: 'Enviar cambio de contraseña',
    remove: 'Quitar',
    actionFor: (action, name) => `${action}: ${name}`,
    noMembers: 'Todavía no hay nadie en este grupo.',
    noGroups: 'Todavía no hay grupos de clientes.',
    showAll: 'Ver todos los grupos',
    notices: {
      invited: 'Invitación enviada.',
      added: 'Añadida al grupo. Se le avisó por correo.',
      role_changed: 'Rol cambiado.',
      resent: 'Invitación enviada de nuevo. El enlace anterior ya no funciona.',
      reset_sent: 'Correo para cambiar la contraseña enviado. El enlace funciona 1 hora.',
      removed: 'Quitada del grupo. Su acceso terminó de inmediato.',
      mail_failed:
        'El cambio está guardado, pero no se pudo enviar el correo. Inténtelo más tarde con ' +
        '"Reenviar invitación" o "Enviar cambio de contraseña".',
    },
    outboxHint: 'No hay un servidor de correo: el correo espera en la bandeja de salida.',
    openOutbox: 'Abrir la bandeja de salida',
    errors: {
      emailRequired: 'Escriba un correo electrónico.',
      emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.org.',
      tooLong: (max) => `Use como máximo ${max} caracteres.`,
      roleInvalid: 'Elija Administrador del grupo o Personal.',
      langInvalid: 'Elija English o Español.',
      groupInvalid: 'Elija uno de los grupos de la lista.',
      userInvalid: 'No es una persona de la página. Vuelva a abrir la página de personas.',
      alreadyMember: 'Esta persona ya es miembro del grupo.',
    },
    badFieldText: (field, problem) => `${field}: ${problem} No se cambió nada.`,
    refusals: {
      not_member: {
        title: 'No es miembro de este grupo',
        text: 'Persona: no es miembro de este grupo (o ya no lo es). No se cambió nada.',
      },
      last_admin: {
        title: 'Usted es el último administrador del grupo',
        text: 'Primero haga administrador del grupo a otra persona y luego cambie su propio rol.',
      },
      self_removal: {
        title: 'No puede quitarse a sí mismo',
        text: 'Pida a otro administrador del grupo que lo quite.',
      },
      not_pending: {
        title: 'Esta persona ya eligió su contraseña',
        text: 'Envíele un correo para cambiar la contraseña.',
      },
    },
    removeTitle: (name, group) => `¿Quitar a ${name} de ${group}?`,
    removeText:
      'Pierde el acceso a los proyectos del grupo de inmediato: su siguiente solicitud se ' +
      'rechaza y sus paneles abiertos dejan de actualizarse. Su cuenta sigue y se le puede ' +
      'volver a invitar.',
    confirmRemove: 'Quitar del grupo',
    backToPeople: 'Volver a personas',
  },
};
