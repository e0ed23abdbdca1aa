import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { ACCESS_TOKENS_PER_USER, type CreatedAccessToken } from '@highwater/core/api/access-tokens';
import { useAccessTokens } from '@/api/get-access-tokens.ts';
import { AccessTokenList } from './access-token-list.tsx';
import { CreateAccessTokenForm } from './create-access-token-form.tsx';
import { NewAccessToken } from './new-access-token.tsx';
import './access-tokens.css';

/**
 * The user's personal access tokens, for desktop GIS that cannot sign in: listed, created (the
 * secret shown once) and revoked.
 */
export function AccessTokensSection() {
  const { t } = useTranslation();
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const live = tokens.data?.filter((token) => Date.parse(token.expires_at) > Date.now()) ?? [];
  const full = live.length >= ACCESS_TOKENS_PER_USER;

  return (
    <section className="access-tokens" aria-labelledby="access-tokens-title">
      <h3 id="access-tokens-title">{t('accesstokens.title')}</h3>
      <p className="access-tokens__intro">
        {t('accesstokens.intro')} {t('accesstokens.how_to')}
      </p>
      {tokens.isPending && <p className="muted">{t('accesstokens.loading')}</p>}
      {tokens.isError && (
        <p className="access-tokens__failed">
          {t('accesstokens.load_failed')}{' '}
          <Button className="button button--quiet" onPress={() => void tokens.refetch()}>
            {t('accesstokens.retry')}
          </Button>
        </p>
      )}
      {tokens.data && <AccessTokenList tokens={tokens.data} />}
      {created ? (
        <NewAccessToken token={created} onDone={() => setCreated(null)} />
      ) : full ? (
        <p className="muted">{t('accesstokens.too_many', { max: ACCESS_TOKENS_PER_USER })}</p>
      ) : (
        tokens.data && <CreateAccessTokenForm onCreated={setCreated} />
      )}
    </section>
  );
}
