import { describe, expect, it } from 'vitest';
import type { EventPost } from '@highwater/core/api/events';
import { matchPost } from '@/features/live/filter-match.ts';

const post: EventPost = {
  id: 41,
  lat: 36.85,
  lng: -76.29,
  location: '393 W Olney Rd, Norfolk, VA 23507',
  observed_at: '2026-03-01T23:30:00.000Z',
  created_at: '2026-03-01T23:40:00.000Z',
  status_id: 2,
  severity_level: 2,
  featured: false,
};

describe('whether a changed post matches a cached query', () => {
  it('reads a date alone as the server does: that UTC day, its last moment for to_date', () => {
    expect(matchPost({ to_date: '2026-03-01' }, post)).toBe('yes');
    expect(matchPost({ from_date: '2026-03-01' }, post)).toBe('yes');
    expect(matchPost({ from_date: '2026-03-02' }, post)).toBe('no');
    expect(matchPost({ to_date: '2026-02-28' }, post)).toBe('no');
    expect(matchPost({ from_date: '2026-03-01T23:45:00+00:00' }, post)).toBe('no');
  });

  it('leaves to the server what only it can tell', () => {
    expect(matchPost({ text: 'water' }, post)).toBe('unknown');
    expect(matchPost({ with_statuses: [1], text: 'water' }, post)).toBe('no');
  });
});
