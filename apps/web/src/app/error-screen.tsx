import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '@/lib/error-reporting.ts';
import { Logo } from '@/ui/logo.tsx';

/** Words for whatever was thrown: an Error's message, a router answer's status, or its text. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="screen-message">
      <div className="screen-message__card" role="alert">
        <Logo size={40} />
        <h1>{t('error.title')}</h1>
        <p className="muted">{describeError(error)}</p>
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    </div>
  );
}

/** The router's errorElement. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
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
