import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Media } from '@highwater/core/api/posts';
import { MediaGallery } from '@/ui/media-gallery.tsx';
import '../helpers/dom-polyfills.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

const item = (id: number, type: Media['type']): Media => ({
  id,
  type,
  created_at: '2024-06-15T12:00:00.000Z',
  url: `/media/${id}`,
  thumbnail_url: null,
  secure_url: `/media/${id}`,
  mux_playback_id: null,
  mediaType: type === 'video' ? 'video/mp4' : 'image/jpeg',
  poster_url: type === 'video' ? `/media/${id}-poster.jpg` : null,
  download_url: `/media/${id}?download=1`,
});

const media = [item(1, 'image'), item(2, 'video'), item(3, 'image')];

describe('the media gallery', () => {
  it('opens at the given item and pages with the arrow keys and buttons', () => {
    render(
      <MediaGallery media={media} startIndex={1} isOpen onClose={vi.fn()} title="1 Main St" />,
    );
    expect(screen.getByRole('dialog', { name: '1 Main St' })).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    const video = document.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/media/2-poster.jpg');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(
      screen.getByRole('link', { name: 'Download this file at full size' }).getAttribute('href'),
    ).toBe('/media/2?download=1');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 3 of 3' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(screen.getByText('3 / 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('closes with Escape', () => {
    const onClose = vi.fn();
    render(<MediaGallery media={media} startIndex={0} isOpen onClose={onClose} title="Gallery" />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
