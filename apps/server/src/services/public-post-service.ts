import type { Db } from '@/db/database.ts';
import { displayLocation } from '@/domain/post-format.ts';
import { findFirstPostMedia, findPublicPost } from '@/repositories/public-post-repository.ts';
import { publicName } from '@/domain/public-name.ts';

export interface PublicPostMedia {
  kind: 'image' | 'video';
  /** The photo, or the video itself. */
  url: string;
  /** The video's poster frame, when it has one. */
  posterUrl: string | null;
  width: number | null;
  height: number | null;
}

/** What anyone with the link may see of a post. */
export interface PublicPost {
  id: number;
  location: string | null;
  paragraphs: string[];
  observedAt: Date;
  lat: number;
  lng: number;
  /** First name and last initial, as the public site shows reporters. */
  reporter: string | null;
  media: PublicPostMedia | null;
}

export async function getPublicPost(db: Db, postId: number): Promise<PublicPost | null> {
  const [post, media] = await Promise.all([
    findPublicPost(db, postId),
    findFirstPostMedia(db, postId),
  ]);
  if (!post) return null;
  return {
    id: post.id,
    location: displayLocation(post.location)?.trim() || null,
    paragraphs: post.content
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    observedAt: post.observed_at,
    lat: post.lat,
    lng: post.lng,
    reporter: publicName(post.author_first_name ?? '', post.author_last_name ?? ''),
    media: media
      ? {
          kind: media.type,
          url: `/media/${media.storage_key}`,
          posterUrl: media.thumbnail_key ? `/media/${media.thumbnail_key}` : null,
          width: media.width,
          height: media.height,
        }
      : null,
  };
}
