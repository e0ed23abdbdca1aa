import type { TFunction } from 'i18next';
import type { EventActor, EventPost, ProjectEvent } from '@highwater/core/api/events';
import type { Status } from '@highwater/core/api/projects';
import { splitLocation } from '@highwater/core/format/location';

export interface AnnouncementContext {
  t: TFunction;
  statuses: readonly Status[];
  severityName: (level: number) => string;
}

const fullName = (actor: EventActor) => `${actor.first_name} ${actor.last_name}`.trim();

/** The post as the list names it: the first part of its address ("393 W Olney Rd"). */
const placeOf = (t: TFunction, post: EventPost) =>
  splitLocation(post.location)?.first || t('live.no_place', { id: post.id });

/**
 * One sentence for the screen reader's polite announcement of another person's change, such as
 * "Ana Ruiz changed 393 W Olney Rd to Reviewing"; null for events that are not announced
 * (presence, saved searches, comment edits and deletions, which change quietly).
 */
export function announcementOf(event: ProjectEvent, context: AnnouncementContext): string | null {
  const { t } = context;
  const name = event.actor ? fullName(event.actor) : t('live.someone');
  switch (event.type) {
    case 'post.created':
      return t('live.new_post', { place: placeOf(t, event.post) });
    case 'post.status': {
      const status = context.statuses.find((item) => item.id === event.post.status_id);
      return t('live.status', {
        name,
        place: placeOf(t, event.post),
        status: status?.label ?? t('live.no_status'),
      });
    }
    case 'post.severity': {
      const level = event.post.severity_level;
      return t('live.severity', {
        name,
        place: placeOf(t, event.post),
        level: level === null ? t('live.no_level') : context.severityName(level),
      });
    }
    case 'comment.created':
      return t(event.is_internal_note ? 'live.note' : 'live.comment', {
        name,
        place: placeOf(t, event.post),
      });
    default:
      return null;
  }
}

/** The post an event changed, to highlight; null for those that change no post's look. */
export function changedPostOf(event: ProjectEvent): number | null {
  switch (event.type) {
    case 'post.created':
    case 'post.status':
    case 'post.severity':
    case 'comment.created':
      return event.post.id;
    default:
      return null;
  }
}
