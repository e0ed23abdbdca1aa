import type { ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import { postErrorMessage } from '../post-error-message.ts';
import { SeverityBar } from './severity-bar.tsx';
import { SeverityOverlay } from './severity-overlay.tsx';
import { useSeverityNavigate } from './severity-paths.ts';
import { SeverityView } from './severity-view.tsx';
import { useSeverityPost } from './use-severity-post.ts';
import './severity.css';

/** What the overlay shows until the post is there: loading, not found or the load error. */
function Placeholder({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="severity-view">
      <SeverityBar onClose={onClose} />
      <p className="severity-view__message" role="status">
        {message}
      </p>
    </div>
  );
}

/** Renders `render(post)` once the route's post has loaded, a placeholder until then. */
export function WithSeverityPost({
  onClose,
  render,
}: {
  onClose: () => void;
  render: (post: Post, projectId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { project, postId, query } = useSeverityPost();
  if (!project.show_severity || postId === undefined) {
    return <Placeholder message={t('severity.not_found')} onClose={onClose} />;
  }
  if (query.data) return render(query.data, project.id);
  if (query.isError) {
    return (
      <Placeholder
        message={`${t('post.panel.load_failed')} ${postErrorMessage(t, query.error)}`}
        onClose={onClose}
      />
    );
  }
  return <Placeholder message={t('severity.loading')} onClose={onClose} />;
}

/**
 * The map-post-severity route (…/map/{postIds}/severity/{postIdIndex}) and, through its outlet,
 * the edit route below it. Back goes edit → severity → post.
 */
export function SeverityRoute() {
  const edit = useOutlet();
  const go = useSeverityNavigate();
  const toPost = () => go('..');
  return (
    <SeverityOverlay onBack={edit ? () => go('.') : toPost}>
      {edit ?? (
        <WithSeverityPost
          onClose={toPost}
          render={(post) => (
            <SeverityView post={post} onCorrect={() => go('edit')} onClose={toPost} />
          )}
        />
      )}
    </SeverityOverlay>
  );
}
