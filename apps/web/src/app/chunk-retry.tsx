import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepTrying } from '@/lib/network-retry.ts';
import { RetryActions } from '@/ui/retry-actions.tsx';
import type { RouteChunk } from './route-chunk.ts';

/**
 * Stands in for a screen whose code did not arrive: says so in its place, keeps asking for it
 * (at once when the browser is back online) and shows the screen as soon as it is there.
 */
export function ChunkRetry({ chunk }: { chunk: RouteChunk }) {
  const { t } = useTranslation();
  const [Screen, setScreen] = useState(() => chunk.loaded);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (Screen) return;
    return keepTrying(() => chunk.fetch(), {
      onSuccess: (component) => setScreen(() => component),
      onFailure: setFailure,
    });
  }, [Screen, chunk]);

  // Code that arrived but failed to run: the route's error screen.
  if (failure) throw failure;
  if (Screen) return <Screen />;
  return (
    <div className="screen-message chunk-retry">
      <div className="screen-message__card" role="alert">
        <h2>{t('error.not_loaded')}</h2>
        <p className="muted">{t('error.network')}</p>
        <RetryActions
          onRetry={() =>
            chunk.fetch().then(
              (component) => setScreen(() => component),
              // Still out of reach: the message stays, and the app goes on trying.
              () => undefined,
            )
          }
          reloadLabel={t('error.reload')}
        />
      </div>
    </div>
  );
}
