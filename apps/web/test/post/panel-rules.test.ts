import { describe, expect, it } from 'vitest';
import type { Post } from '@highwater/core/api/posts';
import { parseSliderIndex } from '@/features/post/media/slider-index.ts';
import { mediaMetadata, postMetadata } from '@/features/post/metadata/metadata-fields.ts';
import {
  defaultNearbyWindow,
  nearbyFilter,
  nearbyRange,
} from '@/features/post/nearby/nearby-window.ts';
import { descriptionParagraphs } from '@/features/post/panel/description.ts';
import { mapsLink } from '@/features/post/panel/maps-link.ts';
import { showsRelative } from '@/features/post/panel/observed-at.tsx';
import { withoutPostPanelParams } from '@/lib/post-panel-params.ts';

const project = (overrides: Partial<Parameters<typeof nearbyFilter>[2]> = {}) => ({
  show_severity: false,
  rolling_time_range_days: null,
  start_date: '2020-01-01T00:00:00.000Z',
  end_date: null,
  ...overrides,
});

describe('the nearby posts menu', () => {
  it('offers the project’s own window first, else 7 days with severity and 365 without', () => {
    expect(defaultNearbyWindow(project())).toBe('365-days');
    expect(defaultNearbyWindow(project({ show_severity: true }))).toBe('7-days');
    expect(defaultNearbyWindow(project({ rolling_time_range_days: 3 }))).toBe('7-days');
    expect(defaultNearbyWindow(project({ rolling_time_range_days: 30, show_severity: true }))).toBe(
      '365-days',
    );
    expect(defaultNearbyWindow(project({ rolling_time_range_days: 400 }))).toBe('ever');
  });

  it('centres the window on the observed time', () => {
    expect(nearbyRange('2024-06-15T12:00:00.000Z', '7-days', project())).toEqual({
      after: '2024-06-12T00:00:00.000Z',
      before: '2024-06-19T00:00:00.000Z',
    });
    // 182.5 days either side; 2024 has a 29 February.
    expect(nearbyRange('2024-06-15T12:00:00.000Z', '365-days', project())).toEqual({
      after: '2023-12-16T00:00:00.000Z',
      before: '2024-12-15T00:00:00.000Z',
    });
  });

  it('keeps the window inside the project’s start and end dates', () => {
    const dated = project({
      start_date: '2024-06-14T00:00:00.000Z',
      end_date: '2024-06-17T00:00:00.000Z',
    });
    expect(nearbyRange('2024-06-15T12:00:00.000Z', '7-days', dated)).toEqual({
      after: '2024-06-14T00:00:00.000Z',
      before: '2024-06-17T00:00:00.000Z',
    });
    expect(
      nearbyRange('2024-06-15T12:00:00.000Z', '365-days', project({ end_date: '2024-07-01' })),
    ).toEqual({ after: '2023-12-16T00:00:00.000Z', before: '2024-07-01T00:00:00.000Z' });
  });

  it('keeps the plain window for a post outside the project’s dates', () => {
    const later = project({ start_date: '2025-01-01T00:00:00.000Z' });
    expect(nearbyRange('2024-06-15T12:00:00.000Z', '7-days', later)).toEqual({
      after: '2024-06-12T00:00:00.000Z',
      before: '2024-06-19T00:00:00.000Z',
    });
  });

  it('filters half a mile around the post, keeping only sorting and grouping', () => {
    const post = { lng: -76.3, lat: 36.85, observed_at: '2024-06-15T12:00:00.000Z' };
    const current = { sort: 'created' as const, groupBy: 'status' as const };
    expect(nearbyFilter(post, 'ever', project(), current)).toEqual({
      near: { lng: -76.3, lat: 36.85, radius: 804.672 },
      status: [],
      severity: [],
      region: [],
      topic: [],
      since: 'ever',
      sort: 'created',
      groupBy: 'status',
    });
    const week = nearbyFilter(post, '7-days', project(), {});
    expect(week.since).toBeUndefined();
    expect([week.after, week.before]).toEqual([
      '2024-06-12T00:00:00.000Z',
      '2024-06-19T00:00:00.000Z',
    ]);
  });
});

describe('the maps link', () => {
  const link = (location: string | null) => new URL(mapsLink({ location, lat: 36.85, lng: -76.3 }));

  it('searches the address when it starts with a house number', () => {
    const url = link('393 W Olney Rd, Norfolk, VA');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toBe('393 W Olney Rd, Norfolk, VA');
    expect(url.searchParams.get('basemap')).toBe('satellite');
    expect(url.searchParams.get('api')).toBe('1');
  });

  it('searches the coordinates otherwise', () => {
    expect(link('Olney Rd, Norfolk').searchParams.get('query')).toBe('36.85,-76.3');
    expect(link(null).searchParams.get('query')).toBe('36.85,-76.3');
    expect(link('  ').searchParams.get('query')).toBe('36.85,-76.3');
  });
});

describe('the description', () => {
  it('makes one paragraph per non-blank line', () => {
    expect(
      descriptionParagraphs('Water at the curb.\r\n\n  Car stuck.  \n \nDrain blocked'),
    ).toEqual(['Water at the curb.', 'Car stuck.', 'Drain blocked']);
    expect(descriptionParagraphs(' \n ')).toEqual([]);
  });
});

describe('the media slider position in the address', () => {
  it('reads a whole number inside the list, else the first item', () => {
    expect(parseSliderIndex('2', 3)).toBe(2);
    expect(parseSliderIndex(' 1 ', 3)).toBe(1);
    expect(parseSliderIndex(null, 3)).toBe(0);
    expect(parseSliderIndex('3', 3)).toBe(0);
    expect(parseSliderIndex('-1', 3)).toBe(0);
    expect(parseSliderIndex('1.5', 3)).toBe(0);
    expect(parseSliderIndex('abc', 3)).toBe(0);
    expect(parseSliderIndex('0', 0)).toBe(0);
  });

  it('leaves the address when the panel closes, with the other keys kept', () => {
    const query = withoutPostPanelParams(
      'since=ever&12-media=2&gallery=12&metadata=12&media=1&posts=open&x-media=3',
    );
    expect(query.toString()).toBe('since=ever&media=1&posts=open&x-media=3');
  });
});

describe('the observed time', () => {
  it('is relative up to 30 days, then absolute', () => {
    const now = new Date('2024-07-01T00:00:00.000Z');
    expect(showsRelative('2024-06-01T00:00:00.000Z', now)).toBe(true);
    expect(showsRelative('2024-05-31T23:59:59.000Z', now)).toBe(false);
  });
});

describe('the metadata dialog', () => {
  const media = {
    id: 9,
    type: 'video' as const,
    created_at: '2024-06-15T12:00:00.000Z',
    url: '/media/a.mp4',
    thumbnail_url: '/media/a.jpg',
    secure_url: '/media/a.mp4',
    mux_playback_id: 'abc',
    mediaType: 'video/mp4',
    poster_url: '/media/a-poster.jpg',
    download_url: '/media/a.mp4?download=1',
  };
  const post = {
    id: 5,
    project_id: 2,
    lat: 36.85,
    lng: -76.3,
    created_at: '2024-06-15T12:05:00.000Z',
    observed_at: '2024-06-15T12:00:00.000Z',
    location: '1 Main St, Norfolk',
    content: '',
    status_id: 7,
    featured: false,
    seen: null,
    last_comment_at: null,
    investigation_ids: [3, 4],
    media: [media],
    structured_data: {
      severity_level: 3,
      severity_level_adjusted: false,
      // The AI's metrics ride along beside the two named fields.
      ...{ street_flooding: 0.82 },
    },
    weather_details: null,
    structured_answers: [],
    author: { id: 11, first_name: 'Ana', last_name: 'Ruiz', avatar_url: null },
    source: 'public',
    comments: [],
    history: [],
    time_zone: { name: 'America/New_York', abbreviation: 'EDT' },
  } satisfies Post;

  it('lists ids, coordinates, times, status, severity and every AI metric', () => {
    const rows = Object.fromEntries(
      postMetadata(post, [
        { id: 7, label: 'Reviewing', order: 1, default: false, quick_replies: [] },
      ]).map((row) => [row.field, row.value]),
    );
    expect(rows).toMatchObject({
      id: '5',
      'lat,lng': '36.85,-76.3',
      observed_at: '2024-06-15T12:00:00.000Z',
      time_zone: 'America/New_York (EDT)',
      status: 'Reviewing',
      investigation_ids: '3,4',
      severity_level: '3',
      severity_level_adjusted: 'false',
      street_flooding: '0.82',
      seen: '',
    });
  });

  it('lists the addresses of each photo and video', () => {
    const rows = Object.fromEntries(mediaMetadata(media).map((row) => [row.field, row.value]));
    expect(rows).toMatchObject({
      poster_url: '/media/a-poster.jpg',
      download_url: '/media/a.mp4?download=1',
      mux_playback_id: 'abc',
    });
  });
});
