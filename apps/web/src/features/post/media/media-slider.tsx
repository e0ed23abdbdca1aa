import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import type { Media } from '@highwater/core/api/posts';
import { useSwipe } from './use-swipe.ts';
import './media.css';

interface MediaSliderProps {
  media: readonly Media[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Opens the item at full size (the gallery). */
  onOpen: () => void;
}

/** The still shown for an item: the photo itself, or a video's poster. */
const stillOf = (item: Media) =>
  item.type === 'video' ? (item.poster_url ?? item.thumbnail_url) : item.url || item.secure_url;

/**
 * The post's photos and videos one at a time (spec 001 section 2): images only in the panel, a
 * play marker on videos; buttons, arrow keys (when the slider has focus) and swipes page through.
 */
export function MediaSlider({ media, index, onIndexChange, onOpen }: MediaSliderProps) {
  const { t } = useTranslation();
  const count = media.length;
  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < count) onIndexChange(next);
  };
  const swipe = useSwipe(go);
  const item = media[index];
  if (!item) return null;
  const still = stillOf(item);
  const position = t('post.media.position', { index: index + 1, count });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    // The region takes focus so that arrow keys page through it (spec 001 section 2).
    <section
      className="media-slider"
      aria-roledescription={t('post.media.roledescription')}
      aria-label={t('post.media.label')}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="media-slider__stage" {...swipe}>
        <button
          type="button"
          className="media-slider__open"
          onClick={onOpen}
          aria-label={
            item.type === 'video'
              ? t('post.media.open_video', { counter: position })
              : t('post.media.open_photo', { counter: position })
          }
        >
          {still ? (
            <img
              key={item.id}
              className="media-slider__image"
              src={still}
              alt=""
              draggable={false}
            />
          ) : (
            <span className="media-slider__blank" />
          )}
          {item.type === 'video' && (
            <span className="media-slider__play" aria-hidden="true">
              <Play size={20} fill="currentColor" />
            </span>
          )}
        </button>
        {count > 1 && (
          <>
            <Button
              className="media-slider__nav media-slider__nav--prev"
              aria-label={t('post.media.previous')}
              isDisabled={index === 0}
              onPress={() => go(-1)}
            >
              <ChevronLeft size={20} aria-hidden="true" />
            </Button>
            <Button
              className="media-slider__nav media-slider__nav--next"
              aria-label={t('post.media.next')}
              isDisabled={index === count - 1}
              onPress={() => go(1)}
            >
              <ChevronRight size={20} aria-hidden="true" />
            </Button>
            <span className="media-slider__count" aria-live="polite">
              {position}
            </span>
          </>
        )}
      </div>
    </section>
  );
}
