import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { AccessToken } from '@highwater/core/api/access-tokens';
import { useRevokeAccessToken } from '@/api/revoke-access-token.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { tokenDay, tokenMoment } from './access-token-dates.ts';

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  const expired = Date.parse(token.expires_at) <= Date.now();
  const expiry = tokenDay(i18n.language, token.expires_at);
  return (
    <li className="access-token">
      <div className="access-token__text">
        <span className="access-token__name">{token.name}</span>
        <span className="access-token__dates">
          <span>
            {t('accesstokens.created_on', { date: tokenDay(i18n.language, token.created_at) })}
          </span>
          <span className={expired ? 'access-token__expired' : undefined}>
            {t(expired ? 'accesstokens.expired_on' : 'accesstokens.expires_on', { date: expiry })}
          </span>
          <span>
            {token.last_used_at
              ? t('accesstokens.last_used', {
                  date: tokenMoment(i18n.language, token.last_used_at),
                })
              : t('accesstokens.never_used')}
          </span>
        </span>
      </div>
      <Button
        className="button button--quiet access-token__revoke"
        aria-label={t('accesstokens.revoke_named', { name: token.name })}
        onPress={onRevoke}
      >
        {t('accesstokens.revoke')}
      </Button>
    </li>
  );
}

/** The user's tokens, each with a revoke button that asks first. */
export function AccessTokenList({ tokens }: { tokens: AccessToken[] }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const revoke = useRevokeAccessToken();
  const [revoking, setRevoking] = useState<AccessToken | null>(null);

  const confirm = () => {
    if (!revoking) return;
    const { id, name } = revoking;
    revoke.mutate(id, {
      onSuccess: () => notify({ message: t('accesstokens.revoked', { name }), success: true }),
      onError: (error) => notify({ message: t('accesstokens.revoke_failed', { name }), error }),
      onSettled: () => setRevoking(null),
    });
  };

  if (tokens.length === 0) return <p className="muted">{t('accesstokens.empty')}</p>;
  return (
    <>
      <ul className="access-tokens__list" aria-label={t('accesstokens.list')}>
        {tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
      <ConfirmDialog
        isOpen={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('accesstokens.revoke_title')}
        confirmLabel={t('accesstokens.revoke')}
        onConfirm={confirm}
        pending={revoke.isPending}
      >
        <p>{t('accesstokens.revoke_body', { name: revoking?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
