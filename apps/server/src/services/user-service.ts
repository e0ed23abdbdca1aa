import type { User } from '@highwater/core/api/user';
import type { Db } from '@/db/database.ts';
import { servedFileTransferAddress } from '@/domain/file-transfer-address.ts';
import { unauthorized } from '@/plugins/http-errors.ts';
import { listClientGroupsOfMember } from '@/repositories/client-group-repository.ts';
import { findUserById, listUserSettings } from '@/repositories/user-repository.ts';
import { toUserSettings } from './user-settings-service.ts';
import { byName } from './name-order.ts';

/** Shown for a client group saved without a name (the spec's fallback for group names). */
const UNTITLED_GROUP = 'UNTITLED_GROUP';

export async function getCurrentUser(db: Db, userId: number): Promise<User> {
  const [user, groups, settings] = await Promise.all([
    findUserById(db, userId),
    listClientGroupsOfMember(db, userId),
    listUserSettings(db, userId),
  ]);
  // A token whose user is gone behaves like no sign-in, which the web app handles silently.
  if (!user) throw unauthorized();
  return {
    id: user.id,
    email: user.email ?? '',
    firstName: user.first_name,
    lastName: user.last_name,
    avatar: { secure_url: user.avatar_url },
    clientGroups: [...groups].sort(byName).map((group) => ({
      id: group.id,
      name: group.name ?? UNTITLED_GROUP,
      slug: group.slug,
      masvEmbedUrl: servedFileTransferAddress(group.masv_embed_url),
    })),
    lng: user.lng,
    lat: user.lat,
    userSettings: toUserSettings(settings),
  };
}
