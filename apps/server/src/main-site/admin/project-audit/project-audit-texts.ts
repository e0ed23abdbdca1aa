import type { Language } from '@highwater/core/constants';

export interface ProjectAuditTexts {
  title: string;
  intro: string;
  none: string;
  who: string;
  when: string;
  what: string;
  change: string;
  older: string;
  newest: string;
  someone: string;
  yes: string;
  no: string;
  empty: string;
  /** "create project", "delete status"…; others fall back to their action and subject. */
  actions: Record<string, string>;
  fields: Record<string, string>;
}

export const PROJECT_AUDIT_TEXTS: Record<Language, ProjectAuditTexts> = {
  en: {
    title: 'Changes',
    intro: 'Every change to this project by its administrators, newest first.',
    none: 'No changes yet.',
    who: 'Who',
    when: 'When',
    what: 'What',
    change: 'Before → after',
    older: 'Older changes',
    newest: 'Newest changes',
    someone: 'A removed user',
    yes: 'yes',
    no: 'no',
    empty: '—',
    actions: {
      'create project': 'Created the project',
      'update project': 'Changed the settings',
      'create status': 'Added a status',
      'update status': 'Changed a status',
      'reorder status': 'Moved a status',
      'set_default status': 'Changed the default status',
      'delete status': 'Removed a status',
      'create weather_event': 'Added a weather event',
      'update weather_event': 'Changed a weather event',
      'delete weather_event': 'Deleted a weather event',
      'create intake_key': 'Created an intake key',
      'revoke intake_key': 'Revoked an intake key',
    },
    fields: {
      name: 'Name',
      slug: 'Slug',
      start_date: 'Start',
      end_date: 'End',
      allow_exports: 'Exports',
      rolling_time_range_days: 'Rolling window (days)',
      show_severity: 'Severity',
      show_internal_notes: 'Internal notes',
      center_lat: 'Latitude',
      center_lng: 'Longitude',
      label: 'Name',
      quick_replies: 'Quick replies',
      position: 'Position',
      default: 'Default',
      moved_posts: 'Sightings moved',
      moved_to: 'Moved to',
    },
  },
  es: {
    title: 'Cambios',
    intro: 'Cada cambio de los administradores en este proyecto, del más reciente al más antiguo.',
    none: 'Todavía no hay cambios.',
    who: 'Quién',
    when: 'Cuándo',
    what: 'Qué',
    change: 'Antes → después',
    older: 'Cambios anteriores',
    newest: 'Cambios más recientes',
    someone: 'Un usuario eliminado',
    yes: 'sí',
    no: 'no',
    empty: '—',
    actions: {
      'create project': 'Creó el proyecto',
      'update project': 'Cambió la configuración',
      'create status': 'Añadió un estado',
      'update status': 'Cambió un estado',
      'reorder status': 'Movió un estado',
      'set_default status': 'Cambió el estado predeterminado',
      'delete status': 'Eliminó un estado',
      'create weather_event': 'Añadió un evento meteorológico',
      'update weather_event': 'Cambió un evento meteorológico',
      'delete weather_event': 'Eliminó un evento meteorológico',
      'create intake_key': 'Creó una clave de envío',
      'revoke intake_key': 'Revocó una clave de envío',
    },
    fields: {
      name: 'Nombre',
      slug: 'Identificador',
      start_date: 'Inicio',
      end_date: 'Fin',
      allow_exports: 'Exportaciones',
      rolling_time_range_days: 'Ventana móvil (días)',
      show_severity: 'Gravedad',
      show_internal_notes: 'Notas internas',
      center_lat: 'Latitud',
      center_lng: 'Longitud',
      label: 'Nombre',
      quick_replies: 'Respuestas rápidas',
      position: 'Posición',
      default: 'Predeterminado',
      moved_posts: 'Avistamientos movidos',
      moved_to: 'Pasados a',
    },
  },
};
