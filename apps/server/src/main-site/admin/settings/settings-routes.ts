import type { FastifyPluginAsync } from 'fastify';
import { upsertUserSetting } from '@/repositories/user-repository.ts';
import { isLanguage, isSystemOfMeasure } from '@/services/user-settings-service.ts';
import { redirectAfterChange } from '../admin-page.ts';
import { recordAdminChange } from '../audit.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { characterCount, formText } from './form-fields.ts';
import { passwordRoutes } from './password-routes.ts';
import { NAME_MAX_LENGTH } from './settings-limits.ts';
import { sendSettingsPage, type FieldError } from './settings-page.ts';
import { signOutEverywhereRoutes } from './sign-out-everywhere-routes.ts';

/**
 * /admin (the landing) and /admin/settings: everyone signed in, staff included, keeps their own
 * name, photo, language, units and password here, and may sign out everywhere.
 */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin', async (request, reply) => {
    const lang = (request.query as Record<string, unknown>).lang;
    const query = typeof lang === 'string' ? `?${new URLSearchParams({ lang }).toString()}` : '';
    return reply.redirect(`/admin/settings${query}`, 303);
  });

  app.get('/admin/settings', (request, reply) => sendSettingsPage(app, request, reply));

  app.post('/admin/settings/profile', async (request, reply) => {
    const viewer = request.adminViewer!;
    const firstName = formText(request.body, 'firstName')?.trim() ?? '';
    const lastName = formText(request.body, 'lastName')?.trim() ?? '';
    const errors: FieldError[] = [];
    if (firstName === '') errors.push({ field: 'first-name', error: 'firstNameMissing' });
    else if (characterCount(firstName) > NAME_MAX_LENGTH) {
      errors.push({ field: 'first-name', error: 'firstNameTooLong' });
    }
    if (characterCount(lastName) > NAME_MAX_LENGTH) {
      errors.push({ field: 'last-name', error: 'lastNameTooLong' });
    }
    if (errors.length > 0) {
      const values = { firstName, lastName };
      return sendSettingsPage(app, request, reply, {
        status: 400,
        form: 'profile',
        errors,
        values,
      });
    }
    await app.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', viewer.userId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set({ first_name: firstName, last_name: lastName })
        .where('id', '=', viewer.userId)
        .execute();
      await recordAdminChange(trx, {
        actorId: viewer.userId,
        clientGroupId: null,
        projectId: null,
        action: 'update',
        subject: 'own_name',
        subjectId: viewer.userId,
        before: { firstName: before.first_name, lastName: before.last_name },
        after: { firstName, lastName },
      });
    });
    return redirectAfterChange(reply, '/admin/settings', viewer.lang, 'profile');
  });

  app.post('/admin/settings/preferences', async (request, reply) => {
    const viewer = request.adminViewer!;
    const language = formText(request.body, 'language');
    const units = formText(request.body, 'units');
    const errors: FieldError[] = [];
    if (!isLanguage(language)) errors.push({ field: 'language-en', error: 'languageUnknown' });
    if (!isSystemOfMeasure(units)) errors.push({ field: 'units-METRIC', error: 'unitsUnknown' });
    if (!isLanguage(language) || !isSystemOfMeasure(units)) {
      return sendSettingsPage(app, request, reply, { status: 400, form: 'preferences', errors });
    }
    await app.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('user_settings')
        .select(['name', 'value'])
        .where('user_id', '=', viewer.userId)
        .where('name', 'in', ['preferredLanguage', 'preferredSystemOfMeasure'])
        .execute();
      await upsertUserSetting(trx, viewer.userId, 'preferredLanguage', language);
      await upsertUserSetting(trx, viewer.userId, 'preferredSystemOfMeasure', units);
      await recordAdminChange(trx, {
        actorId: viewer.userId,
        clientGroupId: null,
        projectId: null,
        action: 'update',
        subject: 'own_preferences',
        subjectId: viewer.userId,
        before: Object.fromEntries(before.map((row) => [row.name, row.value])),
        after: { preferredLanguage: language, preferredSystemOfMeasure: units },
      });
    });
    // The page answers in the language just chosen.
    return redirectAfterChange(reply, '/admin/settings', language, 'preferences');
  });

  await app.register(avatarRoutes);
  await app.register(passwordRoutes);
  await app.register(signOutEverywhereRoutes);
};
