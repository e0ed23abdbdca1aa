import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withoutPostPanelParams } from '@/lib/post-panel-params.ts';

/**
 * Back to the map from the selection, keeping the filters (query) and the map position (hash);
 * the panel's slider positions and dialogs close with it.
 */
export function useClosePost(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // The hash is written outside the router as the map moves: read the live one.
    void navigate({
      pathname: '..',
      search: withoutPostPanelParams(window.location.search).toString(),
      hash: window.location.hash,
    });
  }, [navigate]);
}
