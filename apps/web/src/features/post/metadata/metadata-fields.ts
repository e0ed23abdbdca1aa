import type { Media, Post } from '@highwater/core/api/posts';
import type { Status } from '@highwater/core/api/projects';

export interface MetadataRow {
  /** The field's name as stored: precise, and the same in every language. */
  field: string;
  value: string;
}

const text = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const MEDIA_FIELDS = [
  'id',
  'type',
  'mediaType',
  'created_at',
  'url',
  'secure_url',
  'thumbnail_url',
  'poster_url',
  'download_url',
  'mux_playback_id',
] as const satisfies readonly (keyof Media)[];

/**
 * Every field of a post a staff member may want to copy (ids, coordinates, times, status,
 * severity and the AI metrics), as text.
 */
export function postMetadata(post: Post, statuses: readonly Status[]): MetadataRow[] {
  const status = statuses.find((candidate) => candidate.id === post.status_id);
  const { severity_level, severity_level_adjusted, ...metrics } = post.structured_data;
  const rows: MetadataRow[] = [
    { field: 'id', value: text(post.id) },
    { field: 'project_id', value: text(post.project_id) },
    { field: 'lat', value: text(post.lat) },
    { field: 'lng', value: text(post.lng) },
    { field: 'lat,lng', value: `${post.lat},${post.lng}` },
    { field: 'location', value: text(post.location) },
    { field: 'observed_at', value: post.observed_at },
    { field: 'created_at', value: post.created_at },
    { field: 'time_zone', value: `${post.time_zone.name} (${post.time_zone.abbreviation})` },
    { field: 'status_id', value: text(post.status_id) },
    { field: 'status', value: text(status?.label) },
    { field: 'featured', value: text(post.featured) },
    { field: 'seen', value: text(post.seen) },
    { field: 'last_comment_at', value: text(post.last_comment_at) },
    { field: 'author_id', value: text(post.author?.id) },
    { field: 'investigation_ids', value: post.investigation_ids.join(',') },
    { field: 'severity_level', value: text(severity_level) },
    { field: 'severity_level_adjusted', value: text(severity_level_adjusted) },
  ];
  for (const [name, value] of Object.entries(metrics).sort(([a], [b]) => a.localeCompare(b))) {
    rows.push({ field: name, value: typeof value === 'number' ? String(value) : '' });
  }
  return rows;
}

/** The addresses and ids of one photo or video. */
export const mediaMetadata = (media: Media): MetadataRow[] =>
  MEDIA_FIELDS.map((field) => ({ field, value: text(media[field]) }));
