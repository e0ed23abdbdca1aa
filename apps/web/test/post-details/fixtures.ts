import type { Post, PostHistoryEntry, StructuredAnswer } from '@highwater/core/api/posts';
import type { ProjectDetailData } from '@/api/get-project.ts';

export const project: ProjectDetailData = {
  id: 4,
  name: 'Harbor floods',
  title: 'Harbor floods',
  slug: 'harbor-floods',
  client_group_id: 1,
  clientGroup: { id: 1, name: 'Harbor City', slug: 'harbor-city' },
  start_date: '2020-01-01T00:00:00.000Z',
  end_date: null,
  allow_exports: true,
  rolling_time_range_days: null,
  show_severity: true,
  show_internal_notes: false,
  center: { lng: -76.3, lat: 36.85 },
  statuses: [
    { id: 1, label: 'New', order: 1, default: true, quick_replies: [] },
    { id: 2, label: 'Reviewed', order: 2, default: false, quick_replies: [] },
    { id: 3, label: 'Resolved', order: 3, default: false, quick_replies: [] },
  ],
  regions: [],
  investigations: [],
};

let answerId = 0;
export function answer(
  question: Pick<StructuredAnswer['question'], 'title' | 'data_type'> &
    Partial<StructuredAnswer['question']>,
  value: string,
): StructuredAnswer {
  answerId += 1;
  return {
    id: answerId,
    value,
    question_id: answerId,
    question: { id: answerId, unit: null, multiple: false, ...question },
  };
}

const ana = { id: 7, first_name: 'Ana', last_name: 'Ruiz', avatar_url: null };
const luis = { id: 8, first_name: 'Luis', last_name: 'Ortega', avatar_url: null };

export const history: PostHistoryEntry[] = [
  { kind: 'status', at: '2026-11-03T21:00:00.000Z', user: ana, from_status_id: 1, to_status_id: 2 },
  {
    kind: 'severity',
    at: '2026-11-03T22:00:00.000Z',
    user: luis,
    from_level: 3,
    to_level: 4,
    comment: 'Water above the wheel hubs.',
  },
  {
    kind: 'status',
    at: '2026-11-04T09:00:00.000Z',
    user: null,
    from_status_id: 2,
    to_status_id: 99,
  },
  {
    kind: 'severity',
    at: '2026-11-04T10:00:00.000Z',
    user: ana,
    from_level: 4,
    to_level: 4,
    comment: '',
  },
];

/** A sighting in Norfolk, Virginia on 3 Nov 2026 (standard time), with weather and answers. */
export const post: Post = {
  id: 501,
  project_id: project.id,
  lat: 36.8507689,
  lng: -76.2858726,
  created_at: '2026-11-03T20:40:00.000Z',
  observed_at: '2026-11-03T20:22:00.000Z',
  location: '200 Granby St, Norfolk, VA',
  content: 'Water across the street.',
  status_id: 2,
  featured: false,
  seen: null,
  last_comment_at: null,
  investigation_ids: [10, 11],
  media: [],
  structured_data: { severity_level: 4, severity_level_adjusted: true },
  weather_details: {
    feels_like: 18,
    actual_temp: 21,
    summary: 'Heavy rain',
    precipitation_12hr: 0.0085,
    wind_speed: 10,
  },
  structured_answers: [
    {
      investigation_id: 10,
      investigation_name: 'Street flooding',
      answers: [
        answer({ title: 'How deep is the water?', data_type: 'NUMERIC', unit: 'INCHES' }, '12'),
        answer({ title: 'Rain in the last hour', data_type: 'NUMERIC', unit: 'MM' }, '8'),
        answer({ title: 'Is the road passable?', data_type: 'BOOLEAN' }, 'false'),
        answer({ title: 'Left unanswered', data_type: 'NUMERIC', unit: 'CM' }, ''),
      ],
    },
    {
      investigation_id: 11,
      investigation_name: 'Drains',
      answers: [
        answer(
          { title: 'What is blocking it?', data_type: 'SELECT', multiple: true },
          '["leaves","plastic bags"]',
        ),
        answer(
          { title: 'When was it flooded?', data_type: 'TIMERANGE' },
          '["2026-11-03T20:00:00.000Z",null]',
        ),
        answer({ title: 'Water temperature', data_type: 'DECIMAL', unit: '°C' }, 'cold'),
      ],
    },
    { investigation_id: 12, investigation_name: 'Empty topic', answers: [] },
  ],
  author: ana,
  source: 'public',
  comments: [],
  history,
  time_zone: { name: 'America/New_York', abbreviation: 'EST' },
};
