import { useEffect, useRef } from 'react';
import { useRecordPostView } from '@/api/record-post-view.ts';

/**
 * Records that the user opened the post, once per post while its panel is open; the cached list
 * rows and map points are marked seen at once, so their new-comment marks clear.
 */
export function useRecordView(projectId: number, postId: number): void {
  const { mutate } = useRecordPostView(projectId);
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (recorded.current === postId) return;
    recorded.current = postId;
    mutate(postId);
  }, [mutate, postId]);
}
