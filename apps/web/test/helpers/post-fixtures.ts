import type { Comment, Media, Post } from '@highwater/core/api/posts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { demoUser } from './fake-identity.ts';

export const author = { id: demoUser.id, first_name: 'Ana', last_name: 'Ruiz', avatar_url: null };
export const otherAuthor = { id: 99, first_name: 'Ben', last_name: 'Okafor', avatar_url: null };

export function media(id: number, type: Media['type'] = 'image'): Media {
  return {
    id,
    type,
    created_at: '2026-03-01T10:00:00.000Z',
    url: `/media/${id}.jpg`,
    thumbnail_url: `/media/${id}-thumb.jpg`,
    secure_url: `/media/${id}.jpg`,
    mux_playback_id: null,
    mediaType: type === 'video' ? 'video/mp4' : 'image/jpeg',
    poster_url: type === 'video' ? `/media/${id}-poster.jpg` : null,
    download_url: `/media/${id}/download`,
  };
}

export function comment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    content: `Comment ${id}`,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    is_internal_note: false,
    author: { ...author, location: null },
    media: [],
    ...overrides,
  };
}

export function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 41,
    project_id: 3,
    lat: 36.85,
    lng: -76.29,
    created_at: '2026-03-01T09:00:00.000Z',
    observed_at: '2026-03-01T08:30:00.000Z',
    location: '12 Main St, Norfolk, VA',
    content: 'Water over the kerb',
    status_id: 2,
    featured: false,
    seen: null,
    last_comment_at: null,
    investigation_ids: [],
    media: [],
    structured_data: { severity_level: null, severity_level_adjusted: null },
    weather_details: null,
    structured_answers: [],
    author: { ...author },
    source: 'public',
    comments: [],
    internal_notes: [],
    history: [],
    time_zone: { name: 'America/New_York', abbreviation: 'EST' },
    ...overrides,
  };
}

export function project(overrides: Partial<ProjectDetailData> = {}): ProjectDetailData {
  return {
    id: 3,
    name: 'Harbor flooding',
    title: 'Harbor flooding',
    slug: 'harbor-flooding',
    client_group_id: 1,
    clientGroup: { id: 1, name: 'Harbor City', slug: 'harbor-city' },
    start_date: '2020-01-01',
    end_date: null,
    allow_exports: true,
    rolling_time_range_days: null,
    show_severity: true,
    show_internal_notes: true,
    center: { lng: -76.29, lat: 36.85 },
    statuses: [
      { id: 1, label: 'New', order: 1, default: true, quick_replies: [] },
      {
        id: 2,
        label: 'Reviewing',
        order: 2,
        default: false,
        quick_replies: ['Thanks, we are looking into it.', 'Can you send another photo?'],
      },
    ],
    regions: [],
    investigations: [],
    ...overrides,
  };
}
