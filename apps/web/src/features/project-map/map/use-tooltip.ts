import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Time for the pointer to travel from a point into its tooltip before the tooltip goes. */
const CLOSE_DELAY_MS = 300;

export interface TooltipState {
  key: string;
  /** Opened by a click: stays until closed; a hover tooltip goes when the pointer leaves. */
  pinned: boolean;
}

/** Which point's tooltip is open: one shown while hovering, or one pinned by a click. */
export function useTooltip() {
  const [tooltip, setTooltip] = useState<TooltipState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inside = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const scheduleClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!inside.current) setTooltip((current) => (current?.pinned ? current : null));
    }, CLOSE_DELAY_MS);
  }, []);

  return useMemo(
    () => ({
      tooltip,
      hover: (key: string) => {
        clearTimeout(timer.current);
        setTooltip((current) =>
          current?.pinned || current?.key === key ? current : { key, pinned: false },
        );
      },
      leave: scheduleClose,
      pin: (key: string) => {
        clearTimeout(timer.current);
        setTooltip({ key, pinned: true });
      },
      close: () => {
        clearTimeout(timer.current);
        inside.current = false;
        setTooltip(null);
      },
      inside: (flag: boolean) => {
        inside.current = flag;
        if (flag) clearTimeout(timer.current);
        else scheduleClose();
      },
    }),
    [tooltip, scheduleClose],
  );
}
