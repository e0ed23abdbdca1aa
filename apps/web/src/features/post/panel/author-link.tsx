import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import { useConfig } from '@/lib/config-context.tsx';
import { profileUrl } from '@/lib/profile-url.ts';
import { PersonAvatar } from '@/ui/person-avatar.tsx';

/**
 * Who reported the sighting, linking to their public profile on the main site. A member who
 * logged it for the project (a phoned-in report) is named as such: it is not their own sighting.
 */
export function AuthorLink({ post }: { post: Pick<Post, 'author' | 'source'> }) {
  const { t } = useTranslation();
  const { mainSiteUrl } = useConfig();
  const { author } = post;
  if (!author) {
    return (
      <span className="post-author post-author--unknown">{t('post.panel.unknown_author')}</span>
    );
  }
  const name = `${author.first_name} ${author.last_name}`.trim();
  return (
    <a
      className="post-author"
      href={profileUrl(mainSiteUrl, author)}
      target="_blank"
      rel="noopener noreferrer"
      title={t('post.panel.author_profile', { name })}
    >
      <PersonAvatar person={author} size={28} />
      <span className="post-author__name">
        {post.source === 'staff' ? t('post.panel.logged_by', { name }) : name}
      </span>
    </a>
  );
}
