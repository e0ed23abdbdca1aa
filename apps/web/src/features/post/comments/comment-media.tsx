import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import type { Media } from '@highwater/core/api/posts';
import { MediaGallery } from '@/ui/media-gallery.tsx';

/** The still shown for a media item: a video's poster, a photo's thumbnail. */
const stillOf = (media: Media) =>
  media.type === 'video'
    ? (media.poster_url ?? media.thumbnail_url)
    : (media.thumbnail_url ?? media.url);

/** A comment's photos and videos as thumbnails; each opens the gallery at its place. */
export function CommentMedia({
  media,
  authorName,
}: {
  media: readonly Media[];
  authorName: string;
}) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (media.length === 0) return null;
  return (
    <>
      <ul className="comment-media" aria-label={t('comments.media_label', { name: authorName })}>
        {media.map((item, index) => {
          const still = stillOf(item);
          const label = t(item.type === 'video' ? 'comments.open_video' : 'comments.open_photo', {
            index: index + 1,
            count: media.length,
          });
          return (
            <li key={item.id}>
              <Button
                className="comment-media__thumb"
                aria-label={label}
                onPress={() => setOpenIndex(index)}
              >
                {still ? <img src={still} alt="" loading="lazy" /> : null}
                {item.type === 'video' && (
                  <span className="comment-media__play" aria-hidden>
                    <Play size={14} />
                  </span>
                )}
              </Button>
            </li>
          );
        })}
      </ul>
      <MediaGallery
        media={media}
        startIndex={openIndex ?? 0}
        isOpen={openIndex !== null}
        onClose={() => setOpenIndex(null)}
        title={t('comments.gallery_title', { name: authorName })}
      />
    </>
  );
}
