import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { mayPass } from '@/lib/network-retry.ts';
import { postErrorMessage } from '../post-error-message.ts';

/** The shape of a post panel while it loads. */
export function PostSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="post-panel post-panel--loading" role="status" aria-busy="true">
      <span className="visually-hidden">{t('post.panel.loading')}</span>
      <span className="post-skeleton__line post-skeleton__line--short" />
      <span className="post-skeleton__media" />
      <span className="post-skeleton__line" />
      <span className="post-skeleton__line post-skeleton__line--mid" />
    </div>
  );
}

/**
 * A post that could not load: 'Error loading post' and why (spec 001 section 8); "Try again" only
 * where it may help (not for a post that is missing or out of reach).
 */
export function PostError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="post-panel post-panel--error" role="alert">
      <p className="post-error__title">{t('post.panel.load_failed')}</p>
      <p className="post-error__detail">{postErrorMessage(t, error)}</p>
      {mayPass(error) && (
        <Button className="button" onPress={onRetry}>
          {t('post.panel.retry')}
        </Button>
      )}
    </div>
  );
}
