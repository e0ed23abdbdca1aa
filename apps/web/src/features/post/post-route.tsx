import { useMemo } from 'react';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { usePostDetails } from '@/api/get-post.ts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { parsePostIds } from '@/lib/post-ids.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { PostPanel } from './panel/post-panel.tsx';
import { PostError, PostSkeleton } from './panel/post-placeholders.tsx';
import { SelectionBanner } from './selection/selection-banner.tsx';
import { selectionTitle } from './selection/selection-title.ts';
import { useClosePost } from './selection/use-close-post.ts';
import './panel/panel.css';

/**
 * The map-post route (…/map/{postIds}): every selected post in full, one under the other, with
 * the banner over a selection of several. The map screen hands over the project.
 */
export function PostRoute() {
  const { t } = useTranslation();
  const project = useOutletContext<ProjectDetailData>();
  const { postIds } = useParams();
  const ids = useMemo(() => parsePostIds(postIds), [postIds]);
  const posts = usePostDetails(project.id, ids);
  const close = useClosePost();
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
    <section className="post-route" aria-label={t('post.selection.label')}>
      {ids.length > 1 && <SelectionBanner count={ids.length} onDismiss={close} />}
      {ids.length === 1 && (
        <div className="post-route__bar">
          <button type="button" className="post-route__close" onClick={close}>
            <X size={16} aria-hidden="true" />
            {t('post.selection.close')}
          </button>
        </div>
      )}
      <div className="post-route__list">
        {posts.map((query, index) => {
          const id = ids[index];
          if (query.data) {
            return <PostPanel key={id} post={query.data} project={project} index={index} />;
          }
          if (query.isError) {
            return <PostError key={id} error={query.error} onRetry={() => void query.refetch()} />;
          }
          return <PostSkeleton key={id} />;
        })}
        {ids.length === 0 && (
          <p className="post-route__empty">{t('post.selection.not_in_project')}</p>
        )}
      </div>
      <Outlet />
    </section>
  );
}
