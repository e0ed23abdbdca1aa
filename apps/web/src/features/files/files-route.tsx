import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { useUser } from '@/auth/session-context.tsx';
import { useConfig } from '@/lib/config-context.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { PageMessage } from '@/ui/page-message.tsx';
import './files.css';

/** Our own default portal page speaks the app's language; another site's address is left alone. */
function defaultPortal(url: string, language: string): string {
  const address = new URL(url, window.location.origin);
  if (address.origin !== window.location.origin) return url;
  address.searchParams.set('lang', language);
  return address.toString();
}

/** The client group's file-transfer portal, embedded. */
export function FilesRoute() {
  const { t, i18n } = useTranslation();
  const { clientGroupSlug } = useParams();
  const user = useUser();
  const config = useConfig();
  useDocumentTitle(t('files.title'));

  const group = user.clientGroups.find((candidate) => candidate.slug === clientGroupSlug);
  if (!group) return <PageMessage title={t('files.title')} body={t('project.no_group')} />;

  return (
    <div className="files">
      <header className="files__header">
        <h1>{t('files.title')}</h1>
        <p className="files__caption">
          <ShieldCheck size={16} aria-hidden="true" />
          {t('files.caption')}
        </p>
      </header>
      <iframe
        className="files__frame"
        title={t('files.frame_title', { group: group.name })}
        src={group.masvEmbedUrl || defaultPortal(config.defaultFileTransferUrl, i18n.language)}
        allow="clipboard-write"
      />
    </div>
  );
}
