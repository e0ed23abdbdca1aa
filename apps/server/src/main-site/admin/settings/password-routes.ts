import type { FastifyPluginAsync } from 'fastify';
import { hashToken } from '../../identity/token-hash.ts';
import { accountKey, claimAttempt, clearAttempts } from '../../identity/account-throttle.ts';
import { hashPassword, verifyPassword } from '../../identity/password.ts';
import { newPasswordProblem, type PasswordProblem } from '../../identity/password-rules.ts';
import { redirectAfterChange } from '../admin-page.ts';
import { recordAdminChange } from '../audit.ts';
import { formText } from './form-fields.ts';
import { sendSettingsPage, type FieldError } from './settings-page.ts';
import { SETTINGS_TEXTS, type SettingsError } from './settings-texts.ts';

const PROBLEM_ERRORS: Record<PasswordProblem, SettingsError> = {
  required: 'newPasswordMissing',
  tooShort: 'newPasswordTooShort',
  tooLong: 'newPasswordTooLong',
};

/** What is wrong with the form before the current password is tried, if anything. */
function formErrors(current: string, fresh: string, again: string): FieldError[] {
  const errors: FieldError[] = [];
  if (current === '') errors.push({ field: 'current-password', error: 'currentPasswordMissing' });
  const problem = newPasswordProblem(fresh);
  if (problem) errors.push({ field: 'new-password', error: PROBLEM_ERRORS[problem] });
  if (!problem && current !== '' && fresh === current) {
    errors.push({ field: 'new-password', error: 'newPasswordSame' });
  }
  if (again !== fresh) {
    errors.push({ field: 'confirm-password', error: 'confirmPasswordDifferent' });
  }
  return errors;
}

/**
 * POST /admin/settings/password: the current password, then the new one twice. Wrong current
 * passwords count against the account as failed sign-ins do (the same counter: guessing here
 * must not add to the guesses the sign-in form allows), and make it wait in the same way.
 */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/settings/password', async (request, reply) => {
    const viewer = request.adminViewer!;
    const current = formText(request.body, 'currentPassword') ?? '';
    const fresh = formText(request.body, 'newPassword') ?? '';
    const again = formText(request.body, 'confirmPassword') ?? '';
    const errors = formErrors(current, fresh, again);
    if (errors.length > 0) {
      return sendSettingsPage(app, request, reply, { status: 400, form: 'password', errors });
    }
    const user = await app.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    const key = user.email ? accountKey(user.email) : hashToken(`password:${viewer.userId}`);
    const claim = await claimAttempt(app.db, key);
    if (!claim.allowed) {
      const message = SETTINGS_TEXTS[viewer.lang].passwordWait.replace(
        '{seconds}',
        String(claim.retryAfterSeconds),
      );
      reply.header('retry-after', String(claim.retryAfterSeconds));
      return sendSettingsPage(app, request, reply, {
        status: 429,
        form: 'password',
        errors: [],
        message,
      });
    }
    if (!(await verifyPassword(current, user.password_hash))) {
      request.log.warn(
        { userId: viewer.userId, failures: claim.failures },
        'wrong current password',
      );
      const wrong: FieldError = { field: 'current-password', error: 'currentPasswordWrong' };
      return sendSettingsPage(app, request, reply, {
        status: 400,
        form: 'password',
        errors: [wrong],
      });
    }
    await clearAttempts(app.db, key);
    const passwordHash = await hashPassword(fresh);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', viewer.userId)
        .execute();
      // Who changed it and when; never the password or its hash.
      await recordAdminChange(trx, {
        actorId: viewer.userId,
        clientGroupId: null,
        projectId: null,
        action: 'update',
        subject: 'own_password',
        subjectId: viewer.userId,
        before: null,
        after: null,
      });
    });
    return redirectAfterChange(reply, '/admin/settings', viewer.lang, 'password');
  });
};
