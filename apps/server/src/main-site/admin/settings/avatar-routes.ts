import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { mediaUrlPath } from '@/media/media-types.ts';
import { AdminPageError } from '../admin-errors.ts';
import { redirectAfterChange } from '../admin-page.ts';
import { recordAdminChange } from '../audit.ts';
import { ownAvatarKey, storeAvatar } from './avatar-image.ts';
import { AVATAR_MAX_BYTES } from './settings-limits.ts';
import { sendSettingsPage } from './settings-page.ts';
import type { SettingsError } from './settings-texts.ts';

const AVATAR_FIELD = 'avatar';

/** The first file part of a multipart form, or null for any other form; unreadable data is a 400. */
async function avatarPart(request: FastifyRequest) {
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } });
    return part?.fieldname === AVATAR_FIELD ? part : null;
  } catch {
    throw new AdminPageError(400);
  }
}

/** Sets the person's avatar address (or none) and audits it; answers the address it replaced. */
async function setAvatar(app: FastifyInstance, userId: number, avatarUrl: string | null) {
  return app.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ avatar_url: avatarUrl })
      .where('id', '=', userId)
      .execute();
    await recordAdminChange(trx, {
      actorId: userId,
      clientGroupId: null,
      projectId: null,
      action: avatarUrl ? 'update' : 'delete',
      subject: 'own_avatar',
      subjectId: userId,
      before: { avatarUrl: before.avatar_url },
      after: { avatarUrl },
    });
    return before.avatar_url;
  });
}

/** POST /admin/settings/avatar (multipart, field `avatar`) and /admin/settings/avatar/remove. */
export const avatarRoutes: FastifyPluginAsync = async (app) => {
  // Only here: one file, no other parts worth reading.
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });

  /** After the change is saved: the replaced photo, if this page stored it, is not needed. */
  const removeReplaced = async (avatarUrl: string | null) => {
    const key = ownAvatarKey(avatarUrl);
    if (key) await app.mediaStorage.delete(key).catch(() => undefined);
  };

  app.post('/admin/settings/avatar', async (request, reply) => {
    const viewer = request.adminViewer!;
    const part = await avatarPart(request);
    // Every refused photo answers 400 with the form again, as every other field of the page.
    const refuse = (error: SettingsError) =>
      sendSettingsPage(app, request, reply, {
        status: 400,
        form: 'photo',
        errors: [{ field: 'avatar', error }],
      });
    if (!part) return refuse('photoMissing');
    const stored = await storeAvatar(
      app.mediaStorage,
      viewer.userId,
      { stream: part.file, truncated: () => part.file.truncated },
      app.config.uploadPhotoMaxPixels,
    );
    if (!stored.ok) return refuse(stored.error);
    let replaced: string | null;
    try {
      replaced = await setAvatar(app, viewer.userId, mediaUrlPath(stored.key));
    } catch (error) {
      await app.mediaStorage.delete(stored.key).catch(() => undefined);
      throw error;
    }
    await removeReplaced(replaced);
    return redirectAfterChange(reply, '/admin/settings', viewer.lang, 'photo');
  });

  app.post('/admin/settings/avatar/remove', async (request, reply) => {
    const viewer = request.adminViewer!;
    await removeReplaced(await setAvatar(app, viewer.userId, null));
    return redirectAfterChange(reply, '/admin/settings', viewer.lang, 'photo-removed');
  });
};
