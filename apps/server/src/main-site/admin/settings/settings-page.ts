import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, SYSTEMS_OF_MEASURE } from '@highwater/core/constants';
import { toUserSettings } from '@/services/user-settings-service.ts';
import { WEB_TEXTS } from '../../pages/web-texts.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../identity/password-rules.ts';
import { hrefIn, sendAdminPage } from '../admin-page.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { AVATAR_SIZE, NAME_MAX_LENGTH } from './settings-limits.ts';
import {
  SETTINGS_NOTICES,
  SETTINGS_TEXTS,
  type SettingsError,
  type SettingsNotice,
} from './settings-texts.ts';

/** The forms of the page; a refused one is shown again with its errors. */
export type SettingsForm = 'profile' | 'photo' | 'preferences' | 'password';

/** A field's error: `field` is the id of the input it belongs to, which the summary links to. */
export interface FieldError {
  field: string;
  error: SettingsError;
}

export interface RefusedForm {
  form: SettingsForm;
  errors: FieldError[];
  /** What was typed, shown again (never a password). */
  values?: Record<string, string>;
  /** A message about the whole form, such as a wait after wrong passwords. */
  message?: string;
}

const isNotice = (value: unknown): value is SettingsNotice =>
  SETTINGS_NOTICES.some((notice) => notice === value);

/** Own settings: the person's name, photo, language, units, password and sign-out everywhere. */
export async function sendSettingsPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  refused?: RefusedForm & { status: number },
) {
  const viewer = request.adminViewer!;
  const { lang } = viewer;
  const s = SETTINGS_TEXTS[lang];
  const [user, settings] = await Promise.all([
    app.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'avatar_url'])
      .where('id', '=', viewer.userId)
      .executeTakeFirstOrThrow(),
    app.db
      .selectFrom('user_settings')
      .select(['name', 'value'])
      .where('user_id', '=', viewer.userId)
      .execute(),
  ]);
  const { preferredLanguage, preferredSystemOfMeasure } = toUserSettings(settings);
  const notice = (request.query as Record<string, unknown>).notice;
  const errors = (refused?.errors ?? []).map(({ field, error }) => ({
    field,
    message: s.errors[error],
  }));
  const values = refused?.values ?? {};
  const action = (path: string) => hrefIn(`/admin/settings${path}`, lang);
  return sendAdminPage(
    request,
    reply,
    'settings.eta',
    {
      title: ADMIN_TEXTS[lang].sections.settings,
      section: 'settings',
      status: refused?.status,
      notice: !refused && isNotice(notice) ? s.notices[notice] : undefined,
    },
    {
      s,
      limits: {
        name: NAME_MAX_LENGTH,
        passwordMin: PASSWORD_MIN_LENGTH,
        passwordMax: PASSWORD_MAX_LENGTH,
        avatar: AVATAR_SIZE,
      },
      refused: refused && { form: refused.form, message: refused.message },
      errors,
      errorOf: Object.fromEntries(errors.map((error) => [error.field, error.message])),
      actions: {
        profile: action('/profile'),
        avatar: action('/avatar'),
        removeAvatar: action('/avatar/remove'),
        preferences: action('/preferences'),
        password: action('/password'),
        signOutEverywhere: action('/sign-out-everywhere'),
      },
      person: {
        email: user.email,
        firstName: values.firstName ?? user.first_name,
        lastName: values.lastName ?? user.last_name,
        initials: `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase(),
        avatarUrl: user.avatar_url,
      },
      languages: LANGUAGES.map((code) => ({
        code,
        name: WEB_TEXTS[code].languageName,
        checked: (values.language ?? preferredLanguage ?? lang) === code,
      })),
      systems: SYSTEMS_OF_MEASURE.map((code) => ({
        code,
        name: s.unitNames[code],
        checked: (values.units ?? preferredSystemOfMeasure) === code,
      })),
    },
  );
}
