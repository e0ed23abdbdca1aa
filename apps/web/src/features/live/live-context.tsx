import { createContext, useContext, useSyncExternalStore } from 'react';
import { RecentChanges } from './recent-changes.ts';

/** Outside a live screen nothing is ever highlighted. */
export const LiveContext = createContext<RecentChanges>(new RecentChanges());

/** The posts another person changed a moment ago (for the map's highlight). */
export function useRecentChanges(): ReadonlySet<number> {
  const store = useContext(LiveContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** Whether another person changed this post a moment ago (for its row's highlight). */
export const useRecentlyChanged = (postId: number) => useRecentChanges().has(postId);
