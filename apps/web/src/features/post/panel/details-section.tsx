import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { useDetailsOpen } from './use-details-open.ts';

/** The collapsible Details of a post, closed by default and remembered across posts. */
export function DetailsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useDetailsOpen();
  const bodyId = useId();
  return (
    <section className="post-section">
      <h3 className="post-section__heading">
        <button
          type="button"
          className="post-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <ChevronRight className="post-section__chevron" size={16} aria-hidden="true" />
          {t('post.details_section.title')}
        </button>
      </h3>
      <div id={bodyId} className="post-section__body" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
