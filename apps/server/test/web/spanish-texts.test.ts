import { describe, expect, it } from 'vitest';
import type { FeatureProblemCode, FileProblem } from '@/domain/region-file.ts';
import { ACCOUNT_TEXTS } from '@/main-site/account/account-texts.ts';
import { PASSWORD_TEXTS } from '@/main-site/identity/password-rules.ts';
import { ADMIN_TEXTS } from '@/main-site/admin/admin-texts.ts';
import { ADDRESS_TEXTS } from '@/main-site/admin/admin-params.ts';
import { OUTBOX_TEXTS } from '@/main-site/admin/outbox/outbox-texts.ts';
import { PEOPLE_TEXTS } from '@/main-site/admin/people/people-texts.ts';
import { PROJECT_AUDIT_TEXTS } from '@/main-site/admin/project-audit/project-audit-texts.ts';
import { PROJECT_NAV_LABELS } from '@/main-site/admin/project-nav.ts';
import { PROJECTS_TEXTS } from '@/main-site/admin/projects/projects-texts.ts';
import { REGIONS_TEXTS } from '@/main-site/admin/regions/regions-texts.ts';
import { SETTINGS_TEXTS } from '@/main-site/admin/settings/settings-texts.ts';
import { STATUSES_TEXTS } from '@/main-site/admin/statuses/statuses-texts.ts';
import { DIRECTION_TEXTS } from '@/main-site/admin/surveys/question-routes.ts';
import type { FieldProblem } from '@/main-site/admin/surveys/survey-forms.ts';
import { SURVEYS_TEXTS } from '@/main-site/admin/surveys/surveys-texts.ts';
import { USER_GROUPS_TEXTS } from '@/main-site/admin/user-groups/user-groups-texts.ts';
import { WEATHER_EVENTS_TEXTS } from '@/main-site/admin/weather-events/weather-events-texts.ts';
import { INTAKE_KEYS_TEXTS } from '@/main-site/admin/intake-keys/intake-keys-texts.ts';
import { NEW_POST_ERROR_TEXTS } from '@highwater/core/api/new-posts';
import { IDENTITY_TEXTS } from '@/main-site/identity/texts.ts';
import type { MembershipMail } from '@/main-site/mail/account-mails.ts';
import {
  addedToGroupMail,
  invitationMail,
  passwordResetMail,
} from '@/main-site/mail/account-mails.ts';
import type { MailMessage } from '@/main-site/mail/mailer.ts';
import { MAIN_SITE_TEXTS } from '@/main-site/pages/main-site-texts.ts';
import { WEB_TEXTS } from '@/main-site/pages/web-texts.ts';
import { spanishStyleOffences } from '../../../../packages/core/test/spanish-style.ts';

/** Argument lists to read a text built from values with, by the text's name. */
type Samples = Record<string, unknown[][]>;

/** A text built from values is read with a stand-in value and with a few counts. */
const DEFAULT_SAMPLES: unknown[][] = [['…'], [0], [1], [2]];

/** Each text by its name; a text built from values once for each of its samples. */
function entries(texts: object, samples: Samples = {}, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]: [string, unknown]): [string, string][] => {
    const name = `${prefix}${key}`;
    if (typeof value === 'string') return [[name, value]];
    if (typeof value === 'function') {
      const read = value as (...args: unknown[]) => unknown;
      return (samples[name] ?? DEFAULT_SAMPLES).map((args): [string, string] => [
        `${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`,
        String(read(...args)),
      ]);
    }
    return typeof value === 'object' && value !== null ? entries(value, samples, `${name}.`) : [];
  });
}

// Records over each union, so that a new problem cannot go unread here.
const FIELD_PROBLEMS = Object.keys({
  required: 0,
  tooLong: 0,
  slugFormat: 0,
  slugTaken: 0,
  unknownIcon: 0,
  unknownType: 0,
  fewOptions: 0,
  tooManyOptions: 0,
  optionTooLong: 0,
  duplicateOption: 0,
  typeHasAnswers: 0,
} satisfies Record<FieldProblem, 0>);

const FEATURE_PROBLEMS = Object.keys({
  noGeometry: 0,
  notArea: 0,
  noRings: 0,
  notNumeric: 0,
  outOfRange: 0,
  tooFewPositions: 0,
  unclosed: 0,
  selfIntersection: 0,
} satisfies Record<FeatureProblemCode, 0>);

const FILE_PROBLEMS = Object.values({
  notJson: { code: 'notJson' },
  notGeoJson: { code: 'notGeoJson' },
  empty: { code: 'empty' },
  tooManyFeatures: { code: 'tooManyFeatures', max: 500 },
  mixedTypes: { code: 'mixedTypes', types: ['Polygon', 'Point'] },
  noAreas: { code: 'noAreas', types: ['Point'] },
} satisfies { [C in FileProblem['code']]: Extract<FileProblem, { code: C }> });

const SAMPLES: Samples = {
  problem: FIELD_PROBLEMS.map((problem) => ['name', problem]),
  deleteTopicText: [
    [{ posts: 0, questions: 0, answers: 0 }],
    [{ posts: 1, questions: 1, answers: 1 }],
    [{ posts: 3, questions: 2, answers: 5 }],
  ],
  'errors.file': FILE_PROBLEMS.map((problem) => [problem]),
  'errors.feature': FEATURE_PROBLEMS.map((code) => [
    { feature: 2, name: 'Norte', code, polygon: 1, ring: 2, type: 'Point' },
  ]),
  previewIntro: [
    [1, 'zonas.geojson'],
    [3, 'zonas.geojson'],
  ],
  badFieldText: [['Correo electrónico', 'Falta el correo.']],
  removeTitle: [['…'], ['Ana Pérez', 'Ciudad de Norfolk']],
};

/** A mail's subject, plain text and the text of its HTML, as texts to check. */
function mailEntries(name: string, mail: MailMessage): [string, string][] {
  return [
    [`${name}.subject`, mail.subject],
    [`${name}.text`, mail.text],
    [`${name}.html`, mail.html.replace(/<[^>]*>/g, ' ')],
  ];
}

const MEMBERSHIP: MembershipMail = {
  to: 'ana@ejemplo.org',
  lang: 'es',
  groupName: 'Ciudad de Norfolk',
  role: 'staff',
  inviterName: 'Luis Gómez',
};

const MAILS: [string, string][] = [
  ...mailEntries(
    'invitation',
    invitationMail({ ...MEMBERSHIP, link: 'https://highwater.example/account/set-password' }),
  ),
  ...mailEntries(
    'invitation as administrator',
    invitationMail({
      ...MEMBERSHIP,
      role: 'group_admin',
      link: 'https://highwater.example/account/set-password',
    }),
  ),
  ...mailEntries(
    'added to a group',
    addedToGroupMail({ ...MEMBERSHIP, signInUrl: 'https://highwater.example/' }),
  ),
  ...mailEntries(
    'password reset',
    passwordResetMail({
      to: MEMBERSHIP.to,
      lang: 'es',
      link: 'https://highwater.example/account/set-password',
    }),
  ),
];

describe("the server's Spanish pages", () => {
  it.each([
    ['sign-in pages', IDENTITY_TEXTS.es],
    ['public sighting pages', WEB_TEXTS.es],
    ['main-site pages', MAIN_SITE_TEXTS.es],
    ['account pages', ACCOUNT_TEXTS.es],
    ['password rules', PASSWORD_TEXTS.es],
    ['admin pages', ADMIN_TEXTS.es],
    ['admin addresses', ADDRESS_TEXTS.es],
    ['outbox', OUTBOX_TEXTS.es],
    ['people', PEOPLE_TEXTS.es],
    ['project navigation', PROJECT_NAV_LABELS.es],
    ['projects', PROJECTS_TEXTS.es],
    ['project changes', PROJECT_AUDIT_TEXTS.es],
    ['regions', REGIONS_TEXTS.es],
    ['settings', SETTINGS_TEXTS.es],
    ['statuses', STATUSES_TEXTS.es],
    ['surveys', SURVEYS_TEXTS.es],
    ['survey question order', DIRECTION_TEXTS.es],
    ['user groups', USER_GROUPS_TEXTS.es],
    ['weather events', WEATHER_EVENTS_TEXTS.es],
    ['intake keys', INTAKE_KEYS_TEXTS.es],
    [
      'new sighting errors',
      Object.fromEntries(Object.entries(NEW_POST_ERROR_TEXTS).map(([code, t]) => [code, t.es])),
    ],
  ])('%s speak as "usted" and call a sighting "avistamiento"', (_pages, texts) => {
    expect(spanishStyleOffences(entries(texts, SAMPLES))).toEqual([]);
  });

  it('account mails speak as "usted" and call a sighting "avistamiento"', () => {
    expect(spanishStyleOffences(MAILS)).toEqual([]);
  });
});
