import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { POST_VIEWER_REFRESH_MS } from '@highwater/core/api/events';
import { useApi } from '@/api/api-context.tsx';
import { announceViewing, endViewing, postViewersKey } from '@/api/post-viewers.ts';

/**
 * Tells the server that the user has the post open, again every POST_VIEWER_REFRESH_MS while the
 * panel stays open, and that they closed it. Each answer says who has it open now. Presence is
 * a hint: a call that fails is simply made again at the next beat.
 */
export function usePostPresence(projectId: number, postId: number): void {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    let open = true;
    const key = postViewersKey(projectId, postId);
    const announce = () => {
      announceViewing(api, projectId, postId).then(
        (answer) => {
          if (open) queryClient.setQueryData(key, answer.viewers);
        },
        () => {},
      );
    };
    announce();
    const timer = setInterval(announce, POST_VIEWER_REFRESH_MS);
    return () => {
      open = false;
      clearInterval(timer);
      endViewing(api, projectId, postId).then(
        () => {},
        () => {},
      );
    };
  }, [api, queryClient, projectId, postId]);
}
