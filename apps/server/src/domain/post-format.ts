import type { PostSummary } from '@highwater/core/api/posts';

/** Location text as shown: a trailing ', United States' is removed (spec 001 section 3). */
export function displayLocation(location: string | null): string | null {
  return location === null ? null : location.replace(/,\s*United States$/, '');
}

/** Stored media is served by this server under /media/, so addresses are relative. */
export function mediaPath(key: string | null): string | null {
  return key === null ? null : `/media/${key}`;
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export interface SummarySource {
  id: number;
  lat: number;
  lng: number;
  observed_at: Date;
  created_at: Date;
  location: string | null;
  content: string;
  status_id: number | null;
  featured: boolean;
  seen: Date | null;
  last_comment_at: Date | null;
  severity_level: number | null;
  investigation_ids: number[];
  thumbnail_key: string | null;
  media_count: number;
}

export function toPostSummary(row: SummarySource, defaultStatusId: number | null): PostSummary {
  return {
    id: row.id,
    lat: row.lat,
    lng: row.lng,
    observed_at: iso(row.observed_at),
    created_at: iso(row.created_at),
    location: displayLocation(row.location),
    content: row.content,
    status_id: row.status_id ?? defaultStatusId,
    featured: row.featured,
    seen: isoOrNull(row.seen),
    last_comment_at: isoOrNull(row.last_comment_at),
    severity_level: row.severity_level,
    investigation_ids: row.investigation_ids,
    thumbnail_url: mediaPath(row.thumbnail_key),
    media_count: row.media_count,
  };
}
