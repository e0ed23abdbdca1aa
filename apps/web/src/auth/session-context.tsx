import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '@highwater/core/api/user';
import type { SessionController, SessionState } from './session-controller.ts';

const SessionContext = createContext<SessionController | null>(null);

export function SessionProvider({
  controller,
  children,
}: {
  controller: SessionController;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={controller}>{children}</SessionContext.Provider>;
}

export function useSessionController(): SessionController {
  const controller = useContext(SessionContext);
  if (!controller) throw new Error('useSessionController needs a SessionProvider');
  return controller;
}

export function useSessionState(): SessionState {
  const controller = useSessionController();
  return useSyncExternalStore(controller.subscribe, controller.getState);
}

/** The signed-in user; only for screens rendered behind the session gate. */
export function useUser(): User {
  const { user } = useSessionState();
  if (!user) throw new Error('useUser is only for signed-in screens');
  return user;
}
