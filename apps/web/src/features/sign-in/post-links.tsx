import { useTranslation } from 'react-i18next';
import { publicPostPath } from '@highwater/core/routes';
import { useConfig } from '@/lib/config-context.tsx';
import { useRouteParam } from '@/lib/route-params.ts';

/**
 * When the address names posts (a map selection, or a direct link /posts/{id}), links to each
 * one's public page on the main site.
 */
export function PostLinks() {
  const { t } = useTranslation();
  const config = useConfig();
  const selection = useRouteParam('postIds');
  const direct = useRouteParam('postId');
  const ids = (selection ?? direct ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id));
  if (ids.length === 0) return null;
  const base = config.mainSiteUrl.replace(/\/$/, '');
  return (
    <div className="post-links">
      <p>{t('auth.linked_posts', { count: ids.length, site: new URL(base).host })}</p>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            <a href={`${base}${publicPostPath(id)}`}>{t('auth.post_link', { id })}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
