import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import type { User } from '@highwater/core/api/user';
import type * as SentryModule from '@sentry/react';
import { ClientError, NetworkError } from '@/api/api-errors.ts';

type Sentry = typeof SentryModule;

let sentry: Sentry | null = null;

/**
 * Starts error reporting when the server configured a DSN (spec 000 section 7): full trace
 * sampling, tagged with environment and release. Without a DSN nothing is loaded.
 */
export async function initErrorReporting(config: RuntimeConfig): Promise<void> {
  if (!config.sentryDsn) return;
  const loaded = await import('@sentry/react');
  loaded.init({
    dsn: config.sentryDsn,
    tracesSampleRate: 1,
    environment: config.environment,
    release: config.release,
    integrations: [loaded.browserTracingIntegration()],
  });
  sentry = loaded;
}

/** Attaches the signed-in user (id, e-mail, full name) to reports; null after sign-out. */
export function setReportedUser(user: User | null): void {
  sentry?.setUser(
    user ? { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` } : null,
  );
}

export function reportError(error: unknown): void {
  sentry?.captureException(error);
}

/** A breadcrumb per navigation, so that a report shows the screens that led to it. */
export function reportNavigation(pathAndQuery: string): void {
  sentry?.addBreadcrumb({ category: 'navigation', message: pathAndQuery });
}

/**
 * Keeps the detail of a failure that users are told about in words: always in the console, and
 * in the error reports when the team should look at it (not a dropped connection or a refused
 * request, which answer the same for everyone).
 */
export function logError(error: unknown): void {
  console.error(error);
  if (!(error instanceof NetworkError || error instanceof ClientError)) reportError(error);
}
