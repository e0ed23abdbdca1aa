import { useLayoutEffect, useState, type RefObject } from 'react';
import type { PixelSize } from '@/lib/pixel-size.ts';

/** The element's size in pixels, followed as it resizes; `fallback` where nothing is laid out. */
export function useElementSize(ref: RefObject<HTMLElement | null>, fallback: PixelSize): PixelSize {
  const [size, setSize] = useState(fallback);
  const { width: fallbackWidth, height: fallbackHeight } = fallback;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setSize((current) => {
        const width = element.clientWidth || fallbackWidth;
        const height = element.clientHeight || fallbackHeight;
        return current.width === width && current.height === height ? current : { width, height };
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallbackWidth, fallbackHeight]);
  return size;
}
