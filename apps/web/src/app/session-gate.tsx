import type { ReactNode } from 'react';
import { useSessionState } from '@/auth/session-context.tsx';
import {
  AuthErrorScreen,
  CheckingScreen,
  SignInPrompt,
} from '@/features/sign-in/unauthenticated-screen.tsx';

/** Only signed-in users see the application; everyone else sees the sign-in prompt. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status, error } = useSessionState();
  if (status === 'signed-in') return children;
  if (status === 'signed-out') return error ? <AuthErrorScreen error={error} /> : <SignInPrompt />;
  return <CheckingScreen />;
}
