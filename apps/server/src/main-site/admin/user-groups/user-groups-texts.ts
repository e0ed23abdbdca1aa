import type { Language } from '@highwater/core/constants';

export interface UserGroupsTexts {
  intro: string;
  staffIntro: string;
  none: string;
  newGroup: string;
  newGroupTitle: string;
  name: string;
  slug: string;
  slugHint: string;
  fileTransfer: string;
  fileTransferHint: (origins: string) => string;
  noOrigins: string;
  projects: string;
  role: string;
  roles: { admin: string; staff: string };
  create: string;
  noProjects: string;
  newProject: string;
  projectName: string;
  projectSlug: string;
  invitePrompt: string;
  inviteLink: string;
  notices: { created: string; saved: string };
  errors: {
    name: string;
    nameTooLong: string;
    slug: string;
    slugTaken: string;
    fileTransfer: string;
    fileTransferOrigin: (origins: string) => string;
  };
}

const ADDRESS_MAX = 2000;
export const GROUP_LIMITS = { name: 120, address: ADDRESS_MAX } as const;

export const USER_GROUPS_TEXTS: Record<Language, UserGroupsTexts> = {
  en: {
    intro: 'The client groups you run, and their projects.',
    staffIntro: 'You are staff in these groups; their administrators make changes.',
    none: 'You are not in any user group yet.',
    newGroup: 'New user group',
    newGroupTitle: 'New user group',
    name: 'Name',
    slug: 'Slug',
    slugHint:
      'Used in addresses: lowercase letters, digits and hyphens, such as "city-of-norfolk".',
    fileTransfer: 'File-transfer address',
    fileTransferHint: (origins) =>
      `The https address of the group's file-transfer page, shown on its Files page. Leave it ` +
      `empty for the default page. Allowed sites: ${origins}.`,
    noOrigins: 'none configured (FILE_TRANSFER_ORIGINS)',
    projects: 'Projects',
    role: 'Your role',
    roles: { admin: 'Administrator', staff: 'Staff' },
    create: 'Create user group',
    noProjects: 'No projects yet.',
    newProject: 'New project',
    projectName: 'Project',
    projectSlug: 'Slug',
    invitePrompt: 'Next, invite the first administrator of this group.',
    inviteLink: 'Invite people',
    notices: { created: 'User group created.', saved: 'Saved.' },
    errors: {
      name: 'Enter the name of the group.',
      nameTooLong: `The name can be at most ${GROUP_LIMITS.name} characters long.`,
      slug: 'Enter a slug of at most 60 lowercase letters, digits and hyphens (not at the start or end).',
      slugTaken: 'Another user group already uses this slug. Choose another.',
      fileTransfer:
        'Enter an https address (such as https://transfer.example.com/drop) or leave it empty.',
      fileTransferOrigin: (origins) =>
        `This site cannot be shown in Highwater. Use an address on one of these sites: ${origins}.`,
    },
  },
  es: {
    intro: 'Los grupos de clientes que administra y sus proyectos.',
    staffIntro:
      'Usted forma parte del personal de estos grupos; sus administradores hacen los cambios.',
    none: 'Todavía no pertenece a ningún grupo de usuarios.',
    newGroup: 'Nuevo grupo de usuarios',
    newGroupTitle: 'Nuevo grupo de usuarios',
    name: 'Nombre',
    slug: 'Identificador',
    slugHint:
      'Se usa en las direcciones: letras minúsculas, dígitos y guiones, como "ciudad-de-norfolk".',
    fileTransfer: 'Dirección de transferencia de archivos',
    fileTransferHint: (origins) =>
      `La dirección https de la página de transferencia de archivos del grupo, que se muestra en ` +
      `su página Archivos. Déjela vacía para usar la página predeterminada. Sitios permitidos: ` +
      `${origins}.`,
    noOrigins: 'ninguno configurado (FILE_TRANSFER_ORIGINS)',
    projects: 'Proyectos',
    role: 'Su función',
    roles: { admin: 'Administrador', staff: 'Personal' },
    create: 'Crear grupo de usuarios',
    noProjects: 'Todavía no hay proyectos.',
    newProject: 'Nuevo proyecto',
    projectName: 'Proyecto',
    projectSlug: 'Identificador',
    invitePrompt: 'Ahora invite al primer administrador de este grupo.',
    inviteLink: 'Invitar personas',
    notices: { created: 'Grupo de usuarios creado.', saved: 'Guardado.' },
    errors: {
      name: 'Escriba el nombre del grupo.',
      nameTooLong: `El nombre puede tener como máximo ${GROUP_LIMITS.name} caracteres.`,
      slug:
        'Escriba un identificador de hasta 60 letras minúsculas, dígitos y guiones (no al ' +
        'principio ni al final).',
      slugTaken: 'Otro grupo de usuarios ya usa este identificador. Elija otro.',
      fileTransfer:
        'Escriba una dirección https (como https://transfer.example.com/drop) o déjela vacía.',
      fileTransferOrigin: (origins) =>
        `Este sitio no se puede mostrar en Highwater. Use una dirección de uno de estos sitios: ` +
        `${origins}.`,
    },
  },
};
