import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { usePostDetails } from '@/api/get-post.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useProjectFilter } from '../use-project-filter.ts';
import { PostSummaryCard, PostSummarySkeleton } from './post-summary-card.tsx';
import { parsePostIds, selectionTitle } from './post-ids.ts';
import { SelectionBanner } from './selection-banner.tsx';
import { useCloseSelection } from './use-close-selection.ts';
import './map-post.css';

/**
 * The map-post route (…/map/{postIds}): the selected posts in short, with the banner for a
 * selection of several and a way back to the map.
 */
export function MapPostRoute() {
  const { t } = useTranslation();
  const { postIds } = useParams();
  const ids = parsePostIds(postIds);
  const { project } = useProjectFilter();
  const posts = usePostDetails(project.id, ids);
  const close = useCloseSelection();
  const projectTitle = project.title || project.name || '';
  const allLoaded = posts.every((post) => post.data);
  useDocumentTitle(
    allLoaded && ids.length > 0
      ? selectionTitle(
          projectTitle,
          ids.length,
          posts.map((post) => post.data?.location ?? null),
        )
      : projectTitle,
  );

  return (
    <section className="map-post" aria-label={t('map.selection_label')}>
      {ids.length > 1 ? (
        <SelectionBanner count={ids.length} onDismiss={close} />
      ) : (
        <div className="map-post__bar">
          <button type="button" className="map-post__close" onClick={close}>
            <X size={16} aria-hidden />
            {t('map.back_to_map')}
          </button>
        </div>
      )}
      <div className="map-post__list">
        {posts.map((query, index) => {
          const id = ids[index];
          if (query.data) {
            return (
              <PostSummaryCard
                key={id}
                post={query.data}
                projectId={project.id}
                statuses={project.statuses}
              />
            );
          }
          if (query.isError) {
            return (
              <p key={id} className="map-post__error" role="alert">
                {t('map.post_failed')} {query.error.message}
              </p>
            );
          }
          return <PostSummarySkeleton key={id} />;
        })}
        {ids.length === 0 && <p className="map-post__error">{t('map.not_in_project')}</p>}
      </div>
    </section>
  );
}
