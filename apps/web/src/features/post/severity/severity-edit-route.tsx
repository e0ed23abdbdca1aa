import { SeverityEditForm } from './severity-edit-form.tsx';
import { WithSeverityPost } from './severity-route.tsx';
import { useSeverityNavigate } from './severity-paths.ts';

/** The map-post-severity-edit route (…/severity/{postIdIndex}/edit), inside the severity overlay. */
export function SeverityEditRoute() {
  const go = useSeverityNavigate();
  const back = () => go('..');
  return (
    <WithSeverityPost
      onClose={back}
      render={(post, projectId) => (
        <SeverityEditForm
          key={post.id}
          post={post}
          projectId={projectId}
          onBack={back}
          onDone={() => go('../..')}
        />
      )}
    />
  );
}
