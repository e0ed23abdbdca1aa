import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The address flag of the review mode: `review=severity`. */
export const REVIEW_FLAG = 'review';
export const REVIEW_SEVERITY = 'severity';

/**
 * Whether the severity review is open, kept in the address (so a reload or a shared link opens
 * it again) with the map position in the hash. Opening adds a history entry, so Back closes it.
 */
export function useReviewFlag(): {
  isOpen: boolean;
  open: (closeKeys?: readonly string[]) => void;
  close: () => void;
} {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const isOpen = new URLSearchParams(search).get(REVIEW_FLAG) === REVIEW_SEVERITY;
  const write = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      void navigate({ search: next.toString(), hash: window.location.hash || hash }, { replace });
    },
    [hash, navigate],
  );
  const open = useCallback(
    (closeKeys: readonly string[] = []) => {
      const next = new URLSearchParams(search);
      for (const key of closeKeys) next.delete(key);
      next.set(REVIEW_FLAG, REVIEW_SEVERITY);
      write(next, false);
    },
    [search, write],
  );
  const close = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete(REVIEW_FLAG);
    write(next, true);
  }, [search, write]);
  return { isOpen, open, close };
}
