import { useEffect } from 'react';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionState } from '@/auth/session-context.tsx';
import { ShellLayout } from '@/features/shell/shell-layout.tsx';
import { followSavedLanguage } from '@/i18n/setup.ts';
import { reportNavigation, setReportedUser } from '@/lib/error-reporting.ts';
import { SessionGate } from './session-gate.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Keeps the data cache, error reports and language in step with who is signed in. */
function useSessionSideEffects() {
  const { status, user } = useSessionState();
  const queryClient = useQueryClient();
  useEffect(() => {
    setReportedUser(user);
    if (status === 'signed-out') queryClient.clear();
  }, [status, user, queryClient]);
  const savedLanguage = user?.userSettings.preferredLanguage ?? null;
  useEffect(() => {
    void followSavedLanguage(savedLanguage);
  }, [savedLanguage]);
}

/** Spec 000 section 2: the current path and query are reported on every navigation. */
function useNavigationReport() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    reportNavigation(`${pathname}${search}`);
  }, [pathname, search]);
}

/** The root route: react-aria links navigate through the router; the gate guards the shell. */
export function RootLayout() {
  const navigate = useNavigate();
  useSessionSideEffects();
  useNavigationReport();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <SessionGate>
        <ShellLayout />
      </SessionGate>
    </AriaRouterProvider>
  );
}
