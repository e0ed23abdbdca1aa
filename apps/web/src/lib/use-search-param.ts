import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A value kept in the address query (dialogs such as coming-soon=… and chooser=open), so that it
 * survives a reload and can be linked to. Opening adds a history entry; closing replaces it.
 */
export function useSearchParam(key: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: value === null },
      );
    },
    [key, setParams],
  );
  return [params.get(key), set];
}
