import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { mediaParam } from '@/lib/post-panel-params.ts';
import { parseSliderIndex } from './slider-index.ts';

/**
 * The slider position of one post, kept in the address as `{postId}-media` (spec 001 section 2).
 * Paging replaces the history entry: Back leaves the post, not the last photo.
 */
export function useSliderIndex(postId: number, count: number): [number, (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const key = mediaParam(postId);
  const index = parseSliderIndex(params.get(key), count);
  const setIndex = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          query.set(key, String(next));
          return query;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [key, setParams],
  );
  return [index, setIndex];
}
