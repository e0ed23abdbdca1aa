import type { Db } from '@/db/database.ts';
import { displayLocation, mediaPath } from '@/domain/post-format.ts';
import { nameInitials, publicName } from '@/domain/public-name.ts';
import {
  findProfilePerson,
  listRecentPostsOfAuthor,
} from '@/repositories/public-profile-repository.ts';

/** How many of the person's sightings the profile lists. */
export const PROFILE_SIGHTINGS = 12;

export interface ProfileSighting {
  id: number;
  place: string | null;
  observedAt: Date;
  thumbnailUrl: string | null;
}

/** What anyone may see of a person on the main site. */
export interface PublicProfile {
  id: number;
  /** First name and last initial; null when the person gave no first name. */
  name: string | null;
  initials: string;
  avatarUrl: string | null;
  location: string | null;
  /** Newest first. */
  sightings: ProfileSighting[];
}

// Avatars are stored media (/media/...) or pictures served over https; anything else is not shown.
const safeAvatarUrl = (url: string | null): string | null =>
  url && (/^\/(?![/\\])/.test(url) || url.startsWith('https://')) ? url : null;

export async function getPublicProfile(db: Db, userId: number): Promise<PublicProfile | null> {
  const [person, posts] = await Promise.all([
    findProfilePerson(db, userId),
    listRecentPostsOfAuthor(db, userId, PROFILE_SIGHTINGS),
  ]);
  if (!person) return null;
  return {
    id: person.id,
    name: publicName(person.first_name, person.last_name),
    initials: nameInitials(person.first_name, person.last_name),
    avatarUrl: safeAvatarUrl(person.avatar_url),
    location: person.location?.trim() || null,
    sightings: posts.map((post) => ({
      id: post.id,
      place: displayLocation(post.location)?.trim() || null,
      observedAt: post.observed_at,
      thumbnailUrl: mediaPath(post.thumbnail_key),
    })),
  };
}
