import type { Alert } from '@highwater/core/api/alerts';

/** The map-post route of the alert's sighting. */
export const alertPostPath = (alert: Pick<Alert, 'project' | 'post'>) =>
  `/${encodeURIComponent(alert.project.client_group_slug)}/` +
  `${encodeURIComponent(alert.project.slug)}/map/${alert.post.id}`;
