import { useCallback } from 'react';
import { useNavigate, useResolvedPath } from 'react-router';
import { withoutPostPanelParams } from '@/lib/post-panel-params.ts';

/**
 * Goes to the map-post route for a selection (or back to the map when it is empty), keeping the
 * filters in the query and the map position in the hash. The post panel's own keys (slider
 * positions, its dialogs) belong to the selection being left, so they go.
 */
export function useSelectPosts(dropKeys: readonly string[] = []) {
  const navigate = useNavigate();
  const mapPath = useResolvedPath('.').pathname.replace(/\/$/, '');
  return useCallback(
    (ids: readonly number[]) => {
      const search = withoutPostPanelParams(window.location.search);
      for (const key of dropKeys) search.delete(key);
      void navigate({
        pathname: ids.length > 0 ? `${mapPath}/${ids.join(',')}` : mapPath,
        search: search.toString(),
        hash: window.location.hash,
      });
    },
    [dropKeys, mapPath, navigate],
  );
}
