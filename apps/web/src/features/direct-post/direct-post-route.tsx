import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { publicPostPath } from '@highwater/core/routes';
import { useApi } from '@/api/api-context.tsx';
import { fetchPost, postKey } from '@/api/get-post.ts';
import { projectPath, useProjects } from '@/api/get-projects.ts';
import { useConfig } from '@/lib/config-context.tsx';
import { parsePostIds } from '@/lib/post-ids.ts';
import { readRecentProject } from '@/lib/recent-project.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import '@/ui/page-message.css';
import { findPost, searchOrder } from './find-post.ts';
import './direct-post.css';

/**
 * /posts/{postId}: finds the post among the user's projects (the remembered one first) and
 * opens it on that project's map, replacing this address; otherwise says so and points to the
 * public post page on the main site.
 */
export function DirectPostRoute() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const config = useConfig();
  const postId = parsePostIds(useParams().postId)[0];
  const projects = useProjects();
  const search = useQuery({
    queryKey: ['direct-post', postId],
    queryFn: ({ signal }) =>
      findPost(
        searchOrder(projects.data?.projects ?? [], readRecentProject()),
        (projectId) => fetchPost(api, projectId, postId ?? 0, signal),
        signal,
      ),
    enabled: postId !== undefined && projects.isSuccess,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  const found = search.data;
  useDocumentTitle(t('post.direct.title'));

  // The post is already here: the map's panel shows it without asking again.
  useEffect(() => {
    if (found) queryClient.setQueryData(postKey(found.project.id, found.post.id), found.post);
  }, [found, queryClient]);

  if (found) {
    return <Navigate to={`${projectPath(found.project)}/map/${found.post.id}`} replace />;
  }
  const searching = postId !== undefined && (projects.isPending || search.isPending);
  if (searching) {
    return (
      <p className="direct-post__loading" role="status">
        {t('post.direct.loading')}
      </p>
    );
  }
  const base = config.mainSiteUrl.replace(/\/$/, '');
  return (
    <div className="page-message direct-post">
      <h1>{t('post.direct.not_found')}</h1>
      {postId !== undefined && (
        <p className="muted">{t('post.direct.not_found_body', { id: postId })}</p>
      )}
      <div className="direct-post__links">
        {postId !== undefined && (
          <a className="button button--primary" href={`${base}${publicPostPath(postId)}`}>
            {t('post.direct.public_feed')}
          </a>
        )}
        <Link className="button" href="/">
          {t('not_found.home')}
        </Link>
      </div>
    </div>
  );
}
