import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an announcement stays on screen after a screen reader has had it. */
export const ANNOUNCEMENT_MS = 8_000;

interface Announcement {
  id: number;
  text: string;
}

/**
 * The latest announcement, shown for ANNOUNCEMENT_MS. Each one is a new element (its id is the
 * key), so that the same sentence twice in a row is announced twice.
 */
export function useAnnouncement() {
  const [current, setCurrent] = useState<Announcement | null>(null);
  const counter = useRef(0);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const say = useCallback((text: string) => {
    counter.current += 1;
    setCurrent({ id: counter.current, text });
  }, []);
  return { current, say };
}
