import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUpdateUserSetting } from '@/api/update-user-setting.ts';

/** Spec 001 section 2: the query flag that clears the tutorial memory. */
export const RESET_GUIDE_PARAM = 'reset-map-guide';

/** Clears the guide's memory when the address asks for it, and takes the flag out again. */
export function useGuideReset(): void {
  const save = useUpdateUserSetting('lastViewedMapTutorial');
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const resetAsked = new URLSearchParams(search).has(RESET_GUIDE_PARAM);

  useEffect(() => {
    if (!resetAsked) return;
    save.mutate(null);
    const next = new URLSearchParams(search);
    next.delete(RESET_GUIDE_PARAM);
    void navigate(
      { search: next.toString(), hash: window.location.hash || hash },
      { replace: true },
    );
    // Run once per reset request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetAsked]);
}
