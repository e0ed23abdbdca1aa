import type { AreaGeometry } from '@/domain/area-geometry.ts';
import type { AiMetrics, WeatherDetails } from '@/db/schema.ts';

/**
 * Rows of one batch of generated posts, before ids are given out: children point at their post
 * (and flood extents at their media item) by index in the batch.
 */

export interface PostDraft {
  project_id: number;
  author_id: number | null;
  lat: number;
  lng: number;
  location: string | null;
  content: string;
  status_id: number | null;
  featured: boolean;
  observed_at: string;
  created_at: string;
  last_comment_at: string | null;
  severity_level: number | null;
  severity_level_adjusted: boolean | null;
  ai_metrics: AiMetrics | null;
  weather_details: WeatherDetails | null;
}

export interface MediaDraft {
  post: number;
  uploader_id: number | null;
  type: 'image' | 'video';
  mime_type: string;
  storage_key: string;
  thumbnail_key: string | null;
  width: number;
  height: number;
  byte_size: number;
  mux_playback_id: string | null;
  sort_order: number;
  created_at: string;
}

export interface PostBatch {
  posts: PostDraft[];
  media: MediaDraft[];
  floodExtents: { media: number; geojson: AreaGeometry }[];
  topics: { post: number; investigation_id: number }[];
  answers: { post: number; question_id: number; value: string }[];
  comments: {
    post: number;
    author_id: number;
    content: string;
    is_internal_note: boolean;
    created_at: string;
    updated_at: string;
  }[];
  views: { post: number; user_id: number; seen_at: string }[];
  statusChanges: {
    post: number;
    user_id: number;
    from_status_id: number;
    to_status_id: number;
    changed_at: string;
  }[];
  corrections: {
    post: number;
    user_id: number;
    from_level: number;
    to_level: number;
    comment: string;
    created_at: string;
  }[];
}

export function emptyBatch(): PostBatch {
  return {
    posts: [],
    media: [],
    floodExtents: [],
    topics: [],
    answers: [],
    comments: [],
    views: [],
    statusChanges: [],
    corrections: [],
  };
}
