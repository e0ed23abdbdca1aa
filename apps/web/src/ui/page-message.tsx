import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import './page-message.css';

interface PageMessageProps {
  title: string;
  body?: string;
  homeLink?: boolean;
}

/** A short message in place of a screen: not found, no access, nothing yet. */
export function PageMessage({ title, body, homeLink = true }: PageMessageProps) {
  const { t } = useTranslation();
  return (
    <div className="page-message">
      <h1>{title}</h1>
      {body && <p className="muted">{body}</p>}
      {homeLink && (
        <Link className="button" href="/">
          {t('not_found.home')}
        </Link>
      )}
    </div>
  );
}
