import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '@/lib/error-message.ts';
import { logError, reportError } from '@/lib/error-reporting.ts';
import { Logo } from '@/ui/logo.tsx';
import { RetryActions } from '@/ui/retry-actions.tsx';

interface ErrorScreenProps {
  error: unknown;
  /** What could not be done, said before why. */
  summary?: string;
  /** Tries again now, while the app keeps trying by itself. */
  onRetry?: () => Promise<unknown>;
}

/** A screen that could not be shown: why, in words, and a reload (the detail is in the console). */
export function ErrorScreen({ error, summary, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="screen-message">
      <div className="screen-message__card" role="alert">
        <Logo size={40} />
        <h1>{t('error.title')}</h1>
        <p className="muted">{[summary, errorMessage(t, error)].filter(Boolean).join(' ')}</p>
        <RetryActions onRetry={onRetry} reloadLabel={t('error.reload')} />
      </div>
    </div>
  );
}

/** The router's errorElement. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (isRouteErrorResponse(error)) console.error(error);
    else logError(error);
  }, [error]);
  return <ErrorScreen error={error} />;
}

interface BoundaryState {
  error: unknown;
}

/** Catches what fails outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportError(error);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
