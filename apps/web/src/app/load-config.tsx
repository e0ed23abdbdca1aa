import type { Root } from 'react-dom/client';
import type { i18n } from 'i18next';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';
import { logError } from '@/lib/error-reporting.ts';
import { keepTrying, mayPass, withRetries } from '@/lib/network-retry.ts';
import { loadRuntimeConfig, warnAboutMissingBases } from '@/lib/runtime-config.ts';
import { ErrorScreen } from './error-screen.tsx';

/**
 * The run-time config, asked for again with the spec's backoff while its failure may pass. Once
 * the retries are used up the error screen shows, the app keeps asking by itself, and resolves as
 * soon as the config arrives; a lasting failure stays on screen.
 */
export function loadConfig(root: Root, i18next: i18n): Promise<RuntimeConfig> {
  return new Promise((resolve) => {
    const show = (error: unknown, onRetry?: () => Promise<void>) =>
      root.render(
        <ErrorScreen error={error} summary={i18next.t('error.config')} onRetry={onRetry} />,
      );
    const attempt = () => withRetries(() => loadRuntimeConfig()).then(resolve, fail);
    function fail(error: unknown) {
      logError(error);
      if (!mayPass(error)) {
        warnAboutMissingBases(null);
        show(error);
        return;
      }
      const stopTrying = keepTrying(() => loadRuntimeConfig(), {
        onSuccess: resolve,
        onFailure: fail,
      });
      show(error, () => {
        stopTrying();
        return attempt();
      });
    }
    void attempt();
  });
}
