import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';

interface RetryActionsProps {
  /** Tries again now; given while the app also keeps trying by itself. */
  onRetry?: () => Promise<unknown>;
  reloadLabel: string;
}

/**
 * The way out of a failed start-up: "Try again" while the failure may pass (the app keeps trying
 * by itself meanwhile, and says so), and a reload.
 */
export function RetryActions({ onRetry, reloadLabel }: RetryActionsProps) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    if (!onRetry) return;
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <>
      {onRetry && <p className="muted">{t('error.keeps_trying')}</p>}
      <div className="screen-message__actions">
        {onRetry && (
          <Button className="button button--primary" isPending={retrying} onPress={retry}>
            {retrying ? t('error.retrying') : t('error.retry')}
          </Button>
        )}
        <Button
          className={onRetry ? 'button' : 'button button--primary'}
          onPress={() => location.reload()}
        >
          {reloadLabel}
        </Button>
      </div>
    </>
  );
}
