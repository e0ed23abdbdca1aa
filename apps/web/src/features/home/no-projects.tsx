import { useTranslation } from 'react-i18next';
import { FolderX } from 'lucide-react';
import { useConfig } from '@/lib/config-context.tsx';

/** A user with no project cannot do anything yet: tell them whom to ask. */
export function NoProjects() {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <section className="guide guide--plain" aria-labelledby="no-projects-title">
      <FolderX className="guide__icon" size={20} aria-hidden="true" />
      <div>
        <h2 id="no-projects-title">{t('home.no_projects_title')}</h2>
        <p>{t('home.no_projects_body')}</p>
        <p>
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </p>
      </div>
    </section>
  );
}
