import type { City } from './places.ts';
import type { TopicPlan } from './demo-topics.ts';

/** The client groups, projects, statuses and weather events of the demo data set. */

export interface GroupPlan {
  slug: string;
  name: string;
  city: City['key'];
  staff: { first: string; last: string; email: string }[];
}

export type EventKind = 'king-tide' | 'tropical-storm' | 'noreaster' | 'rain';

export interface EventPlan {
  kind: EventKind;
  daysAgo: number;
  /** Null: still going on. */
  lengthDays: number | null;
}

export interface ProjectPlan {
  group: string;
  name: string;
  slug: string;
  city: City['key'];
  /** Share of the demo's posts. */
  share: number;
  showSeverity: boolean;
  allowExports: boolean;
  showInternalNotes: boolean;
  /** Residents may report through the public report page; one project of each group. */
  acceptsPublicReports: boolean;
  rollingDays: number | null;
  startDaysAgo: number;
  endDaysAgo: number | null;
  statuses: 'standard' | 'simple';
  topics: TopicPlan['key'][];
  events: EventPlan[];
}

export const DEMO_GROUPS: readonly GroupPlan[] = [
  {
    slug: 'miami-beach',
    name: 'City of Miami Beach',
    city: 'miami-beach',
    staff: [
      { first: 'Maria', last: 'Lopez', email: 'maria.lopez@demo.highwater.test' },
      { first: 'David', last: 'Cohen', email: 'david.cohen@demo.highwater.test' },
    ],
  },
  {
    slug: 'charleston-stormwater',
    name: 'Charleston Stormwater',
    city: 'charleston',
    staff: [
      { first: 'Grace', last: 'Simmons', email: 'grace.simmons@demo.highwater.test' },
      { first: 'Marcus', last: 'Brown', email: 'marcus.brown@demo.highwater.test' },
    ],
  },
  {
    slug: 'norfolk-resilience',
    name: 'Norfolk Resilience Office',
    city: 'norfolk',
    staff: [
      { first: 'Tom', last: 'Whitaker', email: 'tom.whitaker@demo.highwater.test' },
      { first: 'Keisha', last: 'Jones', email: 'keisha.jones@demo.highwater.test' },
    ],
  },
  {
    slug: 'lowcountry-parks',
    name: 'Lowcountry Parks',
    city: 'charleston',
    staff: [{ first: 'Nadia', last: 'Brooks', email: 'nadia.brooks@demo.highwater.test' }],
  },
];

export const DEMO_PROJECTS: readonly ProjectPlan[] = [
  {
    group: 'miami-beach',
    name: 'King Tide Watch',
    slug: 'king-tide-watch',
    city: 'miami-beach',
    share: 0.28,
    showSeverity: true,
    allowExports: true,
    showInternalNotes: true,
    acceptsPublicReports: true,
    rollingDays: null,
    startDaysAgo: 730,
    endDaysAgo: null,
    statuses: 'standard',
    topics: ['street-flooding', 'king-tides', 'storm-drains'],
    events: [
      { kind: 'king-tide', daysAgo: 700, lengthDays: 5 },
      { kind: 'tropical-storm', daysAgo: 450, lengthDays: 3 },
      { kind: 'king-tide', daysAgo: 395, lengthDays: 6 },
      { kind: 'rain', daysAgo: 250, lengthDays: 2 },
      { kind: 'tropical-storm', daysAgo: 95, lengthDays: 3 },
      { kind: 'king-tide', daysAgo: 37, lengthDays: 5 },
      { kind: 'king-tide', daysAgo: 3, lengthDays: null },
    ],
  },
  {
    group: 'miami-beach',
    name: 'Storm Drain Reports',
    slug: 'storm-drain-reports',
    city: 'miami-beach',
    share: 0.1,
    showSeverity: false,
    allowExports: false,
    showInternalNotes: false,
    acceptsPublicReports: false,
    rollingDays: 30,
    startDaysAgo: 400,
    endDaysAgo: null,
    statuses: 'simple',
    topics: ['storm-drains', 'heavy-rain'],
    events: [],
  },
  {
    group: 'charleston-stormwater',
    name: 'Peninsula Flooding',
    slug: 'peninsula-flooding',
    city: 'charleston',
    share: 0.22,
    showSeverity: true,
    allowExports: false,
    showInternalNotes: true,
    acceptsPublicReports: true,
    rollingDays: null,
    startDaysAgo: 730,
    endDaysAgo: null,
    statuses: 'standard',
    topics: ['street-flooding', 'heavy-rain', 'king-tides'],
    events: [
      { kind: 'noreaster', daysAgo: 640, lengthDays: 3 },
      { kind: 'tropical-storm', daysAgo: 445, lengthDays: 3 },
      { kind: 'king-tide', daysAgo: 420, lengthDays: 4 },
      { kind: 'rain', daysAgo: 200, lengthDays: 2 },
      { kind: 'king-tide', daysAgo: 60, lengthDays: 5 },
      { kind: 'rain', daysAgo: 12, lengthDays: 2 },
    ],
  },
  {
    group: 'charleston-stormwater',
    name: 'Tidal Flooding Survey',
    slug: 'tidal-flooding-survey',
    city: 'charleston',
    share: 0.06,
    showSeverity: false,
    allowExports: true,
    showInternalNotes: false,
    acceptsPublicReports: false,
    rollingDays: null,
    startDaysAgo: 500,
    endDaysAgo: 150,
    statuses: 'standard',
    topics: ['king-tides'],
    events: [
      { kind: 'king-tide', daysAgo: 420, lengthDays: 4 },
      { kind: 'king-tide', daysAgo: 300, lengthDays: 5 },
      { kind: 'noreaster', daysAgo: 260, lengthDays: 3 },
      { kind: 'king-tide', daysAgo: 180, lengthDays: 4 },
    ],
  },
  {
    group: 'norfolk-resilience',
    name: 'Neighborhood Flood Reports',
    slug: 'neighborhood-flood-reports',
    city: 'norfolk',
    share: 0.22,
    showSeverity: true,
    allowExports: true,
    showInternalNotes: true,
    acceptsPublicReports: true,
    rollingDays: null,
    startDaysAgo: 730,
    endDaysAgo: null,
    statuses: 'standard',
    topics: ['street-flooding', 'storm-drains', 'heavy-rain'],
    events: [
      { kind: 'noreaster', daysAgo: 680, lengthDays: 3 },
      { kind: 'tropical-storm', daysAgo: 440, lengthDays: 3 },
      { kind: 'king-tide', daysAgo: 330, lengthDays: 4 },
      { kind: 'noreaster', daysAgo: 300, lengthDays: 2 },
      { kind: 'rain', daysAgo: 120, lengthDays: 2 },
      { kind: 'king-tide', daysAgo: 45, lengthDays: 4 },
    ],
  },
  {
    group: 'norfolk-resilience',
    name: "Nor'easter Response",
    slug: 'noreaster-response',
    city: 'norfolk',
    share: 0.1,
    showSeverity: false,
    allowExports: false,
    showInternalNotes: true,
    acceptsPublicReports: false,
    rollingDays: null,
    startDaysAgo: 365,
    endDaysAgo: null,
    statuses: 'simple',
    topics: ['street-flooding', 'heavy-rain'],
    events: [
      { kind: 'noreaster', daysAgo: 300, lengthDays: 3 },
      { kind: 'rain', daysAgo: 160, lengthDays: 2 },
      { kind: 'noreaster', daysAgo: 20, lengthDays: 3 },
    ],
  },
  // The only project of its group: its members land on its map at once. Listed last, so the
  // projects before it are drawn as before; its share comes from the same city's survey, which
  // keeps the city's number of reporters.
  {
    group: 'lowcountry-parks',
    name: 'Waterfront Park Watch',
    slug: 'waterfront-park-watch',
    city: 'charleston',
    share: 0.02,
    showSeverity: true,
    allowExports: true,
    showInternalNotes: false,
    acceptsPublicReports: true,
    rollingDays: null,
    startDaysAgo: 365,
    endDaysAgo: null,
    statuses: 'simple',
    topics: ['king-tides', 'street-flooding'],
    events: [{ kind: 'king-tide', daysAgo: 60, lengthDays: 4 }],
  },
];

export interface StatusPlan {
  label: string;
  isDefault: boolean;
  quickReplies: string[];
}

export const STATUS_SETS: Record<ProjectPlan['statuses'], StatusPlan[]> = {
  standard: [
    {
      label: 'New',
      isDefault: true,
      quickReplies: [
        'Thanks for your report — we are taking a look.',
        'Thanks! Could you add a photo of the nearest storm drain?',
      ],
    },
    {
      label: 'Reviewing',
      isDefault: false,
      quickReplies: ['We are reviewing this with Public Works.', 'Thanks — a crew is on the way.'],
    },
    {
      label: 'Confirmed',
      isDefault: false,
      quickReplies: [
        'Confirmed — we have added this location to our flood log.',
        'Thanks — a crew is on the way.',
      ],
    },
    {
      label: 'Resolved',
      isDefault: false,
      quickReplies: [
        'The drain has been cleared. Thanks for letting us know!',
        'This has been resolved. Please report again if the water comes back.',
      ],
    },
  ],
  simple: [
    {
      label: 'Open',
      isDefault: true,
      quickReplies: ['Thanks — a crew is on the way.', 'Thanks for the report!'],
    },
    {
      label: 'In progress',
      isDefault: false,
      quickReplies: ['Our crew is working on this drain today.'],
    },
    {
      label: 'Closed',
      isDefault: false,
      quickReplies: ['Cleared and closed. Thank you for reporting!'],
    },
  ],
};

const EVENT_LABELS: Record<EventKind, string> = {
  'king-tide': 'King tides',
  'tropical-storm': 'Tropical storm rain bands',
  noreaster: "Nor'easter",
  rain: 'Heavy rain',
};

/** "King tides, October 2026": names follow the dates, which move with the load date. */
export function eventName(kind: EventKind, start: Date): string {
  const month = start.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${EVENT_LABELS[kind]}, ${month}`;
}
