import { describe, expect, it, vi } from 'vitest';
import { initErrorReporting, reportError, setReportedUser } from '@/lib/error-reporting.ts';
import { demoUser } from './helpers/fake-identity.ts';
import { testConfig } from './helpers/render-app.tsx';

const sentry = vi.hoisted(() => ({
  loaded: vi.fn(),
  init: vi.fn(),
  setUser: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => 'tracing'),
}));

vi.mock('@sentry/react', () => {
  sentry.loaded();
  return sentry;
});

describe('error reporting', () => {
  it('loads nothing without a DSN, and then reports with full tracing and the user', async () => {
    await initErrorReporting({ ...testConfig, sentryDsn: null });
    reportError(new Error('quiet'));
    expect(sentry.loaded).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();

    await initErrorReporting({ ...testConfig, sentryDsn: 'https://key@errors.example/1' });
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@errors.example/1',
        tracesSampleRate: 1,
        environment: testConfig.environment,
        release: testConfig.release,
      }),
    );
    setReportedUser(demoUser);
    expect(sentry.setUser).toHaveBeenCalledWith({
      id: demoUser.id,
      email: demoUser.email,
      name: `${demoUser.firstName} ${demoUser.lastName}`,
    });
    const failure = new Error('loud');
    reportError(failure);
    expect(sentry.captureException).toHaveBeenCalledWith(failure);
  });
});
