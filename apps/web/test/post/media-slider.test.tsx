import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Media } from '@highwater/core/api/posts';
import { MediaSlider } from '@/features/post/media/media-slider.tsx';
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
  thumbnail_url: `/media/${id}-thumb.jpg`,
  secure_url: `/media/${id}`,
  mux_playback_id: null,
  mediaType: type === 'video' ? 'video/mp4' : 'image/jpeg',
  poster_url: type === 'video' ? `/media/${id}-poster.jpg` : null,
  download_url: `/media/${id}?download=1`,
});

function Slider({ onOpen = vi.fn() }: { onOpen?: () => void }) {
  const [index, setIndex] = useState(0);
  return (
    <MediaSlider
      media={[item(1, 'image'), item(2, 'video'), item(3, 'image')]}
      index={index}
      onIndexChange={setIndex}
      onOpen={onOpen}
    />
  );
}

const swipe = (fromX: number, toX: number, pointerType = 'touch') => {
  const stage = document.querySelector('.media-slider__stage')!;
  fireEvent.pointerDown(stage, { pointerType, clientX: fromX, clientY: 100 });
  fireEvent.pointerUp(stage, { pointerType, clientX: toX, clientY: 104 });
};

describe('the media slider', () => {
  it('pages with the arrow keys, the buttons and swipes', () => {
    render(<Slider />);
    const slider = screen.getByRole('region', { name: 'Photos and videos' });
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    // A video shows its poster with a play marker.
    expect(document.querySelector('.media-slider__image')?.getAttribute('src')).toBe(
      '/media/2-poster.jpg',
    );
    expect(document.querySelector('.media-slider__play')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo or video' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();

    swipe(300, 100);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    swipe(100, 300);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    swipe(100, 300);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    swipe(300, 100);
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('leaves short and vertical drags, and the mouse, to the page', () => {
    render(<Slider />);
    swipe(300, 280);
    swipe(300, 100, 'mouse');
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('opens the item at full size', () => {
    const onOpen = vi.fn();
    render(<Slider onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 / 3 at full size' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
