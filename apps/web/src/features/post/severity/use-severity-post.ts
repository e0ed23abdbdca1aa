import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context.tsx';
import { postQueryOptions } from '@/api/get-post.ts';
import { parsePostIds } from '@/lib/post-ids.ts';
import { useProjectFilter } from '@/features/project-map/use-project-filter.ts';

/**
 * The post of the severity routes: position postIdIndex in the route's postIds. `postId` is
 * undefined when the index points past the selection, and nothing is fetched then.
 */
export function useSeverityPost() {
  const api = useApi();
  const { postIds, postIdIndex } = useParams();
  const { project } = useProjectFilter();
  const index = /^\d{1,3}$/.test(postIdIndex ?? '') ? Number(postIdIndex) : -1;
  const postId = parsePostIds(postIds)[index];
  const query = useQuery({
    ...postQueryOptions(api, project.id, postId ?? 0),
    enabled: postId !== undefined,
  });
  return { project, postId, query };
}
