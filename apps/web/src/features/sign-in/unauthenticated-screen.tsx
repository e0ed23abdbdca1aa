import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionController } from '@/auth/session-context.tsx';
import { errorMessage } from '@/lib/error-message.ts';
import { mayPass } from '@/lib/network-retry.ts';
import { Logo } from '@/ui/logo.tsx';
import { RetryActions } from '@/ui/retry-actions.tsx';
import { PostLinks } from './post-links.tsx';
import './sign-in.css';

export function CheckingScreen() {
  const { t } = useTranslation();
  return (
    <div className="screen-message" role="status">
      <div className="screen-message__card">
        <Logo size={40} />
        <p className="muted">{t('auth.checking')}</p>
      </div>
    </div>
  );
}

/** The start-up check failed; while the failure may pass, the session keeps trying by itself. */
export function AuthErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  const session = useSessionController();
  const message = errorMessage(t, error);
  return (
    <div className="screen-message">
      <div className="screen-message__card" role="alert">
        <Logo size={40} />
        <p>
          {t('auth.error')} {message}
        </p>
        <RetryActions
          onRetry={mayPass(error) ? () => session.retry() : undefined}
          reloadLabel={t('auth.reload')}
        />
      </div>
    </div>
  );
}

/**
 * Signed out: asks to log in with the work e-mail. With from=main in the address (a visitor sent
 * from the main site) it goes straight to the sign-in.
 */
export function SignInPrompt() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const session = useSessionController();
  const [params] = useSearchParams();
  const fromMain = params.get('from') === 'main';
  const [signInUrl, setSignInUrl] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void session.signInUrl(language).then((url) => {
      if (cancelled) return;
      if (fromMain) window.location.assign(url);
      else setSignInUrl(url);
    });
    return () => {
      cancelled = true;
    };
  }, [session, fromMain, language]);

  if (fromMain) return <CheckingScreen />;
  return (
    <div className="screen-message">
      <div className="screen-message__card sign-in">
        <Logo size={48} />
        <h1>{t('auth.welcome')}</h1>
        <p className="muted">{t('auth.prompt')}</p>
        <a
          className="button button--primary sign-in__button"
          href={signInUrl ?? undefined}
          aria-disabled={signInUrl === null}
        >
          {t('auth.log_in')}
        </a>
        <PostLinks />
      </div>
    </div>
  );
}
