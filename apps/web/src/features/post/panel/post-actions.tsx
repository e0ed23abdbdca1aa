import { useTranslation } from 'react-i18next';
import { Braces, Images, Link2, MapPinned } from 'lucide-react';
import type { Post } from '@highwater/core/api/posts';
import { ROUTES } from '@highwater/core/routes';
import { IconButton } from '@/ui/icon-button.tsx';
import { mapsLink } from './maps-link.ts';
import { useCopyText } from '@/lib/use-copy-text.ts';

interface PostActionsProps {
  post: Post;
  onMetadata: () => void;
  onGallery: () => void;
}

/** The direct-post address, which finds the post in whichever of the user's projects holds it. */
export const directPostUrl = (postId: number) =>
  `${window.location.origin}${ROUTES.directPost.replace(':postId', String(postId))}`;

/** Metadata, the place in a maps service, the post's link and the gallery (spec 001 section 2). */
export function PostActions({ post, onMetadata, onGallery }: PostActionsProps) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <div className="post-actions" role="group" aria-label={t('post.panel.actions')}>
      <IconButton label={t('post.actions.metadata')} onPress={onMetadata}>
        <Braces size={18} aria-hidden="true" />
      </IconButton>
      <a
        className="icon-button"
        href={mapsLink(post)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('post.actions.maps')}
        title={t('post.actions.maps')}
      >
        <MapPinned size={18} aria-hidden="true" />
      </a>
      <IconButton
        label={t('post.actions.copy_link')}
        onPress={() =>
          void copy(
            directPostUrl(post.id),
            t('post.actions.link_copied'),
            t('post.actions.copy_prompt'),
          )
        }
      >
        <Link2 size={18} aria-hidden="true" />
      </IconButton>
      {post.media.length > 0 && (
        <IconButton label={t('post.actions.gallery')} onPress={onGallery}>
          <Images size={18} aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}
