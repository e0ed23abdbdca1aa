import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { PageMessage } from '@/ui/page-message.tsx';

/** Any path the app does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('not_found.title'));
  return <PageMessage title={t('not_found.title')} body={t('not_found.body')} homeLink />;
}
