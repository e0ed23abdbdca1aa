import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import type { Media } from '@highwater/core/api/posts';
import './media-gallery.css';

interface MediaGalleryProps {
  media: readonly Media[];
  startIndex: number;
  isOpen: boolean;
  onClose: () => void;
  /** Names the dialog, e.g. the post's location. */
  title: string;
}

const clampIndex = (index: number, count: number) =>
  count === 0 ? 0 : Math.min(Math.max(Math.trunc(index) || 0, 0), count - 1);

/**
 * Photos and videos at full size over the whole screen: arrow keys or the buttons page through
 * them, Escape closes, focus stays inside. Videos play with their own controls.
 */
export function MediaGallery({ media, startIndex, isOpen, onClose, title }: MediaGalleryProps) {
  const { t } = useTranslation();
  const count = media.length;
  const [index, setIndex] = useState(() => clampIndex(startIndex, count));

  // Each opening starts where the caller asks.
  useEffect(() => {
    if (isOpen) setIndex(clampIndex(startIndex, count));
  }, [isOpen, startIndex, count]);

  const current = media[clampIndex(index, count)];
  const go = (step: number) => setIndex((value) => clampIndex(value + step, count));

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A focused video keeps its own arrow keys (seeking).
      if (event.target instanceof HTMLVideoElement) return;
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((value) => clampIndex(value + step, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count]);

  return (
    <ModalOverlay
      className="gallery-overlay"
      isOpen={isOpen && count > 0}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="gallery">
        <Dialog className="gallery__dialog">
          <header className="gallery__header">
            <Heading slot="title" className="gallery__title">
              {title}
            </Heading>
            <span className="gallery__count" aria-live="polite">
              {t('post.gallery.position', {
                index: clampIndex(index, count) + 1,
                count,
              })}
            </span>
            {current && (
              <a
                className="gallery__download"
                href={current.download_url}
                download
                aria-label={t('post.gallery.download_label')}
              >
                <Download size={16} aria-hidden="true" />
                {t('post.gallery.download')}
              </a>
            )}
            <Button className="gallery__icon" aria-label={t('common.close')} onPress={onClose}>
              <X size={20} aria-hidden="true" />
            </Button>
          </header>
          <div className="gallery__stage">
            {current?.type === 'video' ? (
              <video
                key={current.id}
                className="gallery__media"
                src={current.secure_url || current.url}
                poster={current.poster_url ?? undefined}
                controls
                preload="metadata"
              />
            ) : current ? (
              <img
                key={current.id}
                className="gallery__media"
                src={current.secure_url || current.url}
                alt={t('post.gallery.photo_alt', {
                  index: clampIndex(index, count) + 1,
                  count,
                })}
              />
            ) : null}
            {count > 1 && (
              <>
                <Button
                  className="gallery__nav gallery__nav--prev"
                  aria-label={t('post.gallery.previous')}
                  isDisabled={index <= 0}
                  onPress={() => go(-1)}
                >
                  <ChevronLeft size={28} aria-hidden="true" />
                </Button>
                <Button
                  className="gallery__nav gallery__nav--next"
                  aria-label={t('post.gallery.next')}
                  isDisabled={index >= count - 1}
                  onPress={() => go(1)}
                >
                  <ChevronRight size={28} aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
