import { useTranslation } from 'react-i18next';
import { ImageOff, Play } from 'lucide-react';
import type { Post } from '@highwater/core/api/posts';
import type { Status } from '@highwater/core/api/projects';
import { StatusControl } from '../map/status-control.tsx';
import { splitLocation } from './post-ids.ts';

interface PostSummaryCardProps {
  post: Post;
  projectId: number;
  statuses: readonly Status[];
}

/** One selected post in short: first photo, location, observed time and status. */
export function PostSummaryCard({ post, projectId, statuses }: PostSummaryCardProps) {
  const { t, i18n } = useTranslation();
  const media = post.media[0];
  const preview = media
    ? media.type === 'video'
      ? media.thumbnail_url
      : (media.thumbnail_url ?? media.url)
    : null;
  const location = post.location ? splitLocation(post.location) : null;
  const observed = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(post.observed_at));

  return (
    <article className="post-card" aria-labelledby={`post-card-${post.id}`}>
      <div className="post-card__media">
        {preview ? (
          <img src={preview} alt={t('map.photo_alt', { id: post.id })} loading="lazy" />
        ) : (
          <span className="post-card__no-media">
            <ImageOff size={20} aria-hidden />
            {t('map.no_photo')}
          </span>
        )}
        {media?.type === 'video' && (
          <span className="post-card__play" role="img" aria-label={t('map.video')}>
            <Play size={16} aria-hidden />
          </span>
        )}
      </div>
      <div className="post-card__body">
        <h3 id={`post-card-${post.id}`} className="post-card__title">
          {location?.first || t('map.no_location')}
        </h3>
        {location?.rest && <p className="post-card__place">{location.rest}</p>}
        <p className="post-card__observed">
          <time dateTime={post.observed_at}>{t('map.observed', { date: observed })}</time>
          <span className="post-card__id">#{post.id}</span>
        </p>
        {statuses.length > 0 && (
          <div className="post-card__status">
            <span className="post-card__status-label">{t('map.status')}</span>
            <StatusControl
              projectId={projectId}
              postId={post.id}
              statusId={post.status_id}
              statuses={statuses}
            />
          </div>
        )}
        {post.content && <p className="post-card__content">{post.content}</p>}
      </div>
    </article>
  );
}

export function PostSummarySkeleton() {
  return (
    <div className="post-card post-card--skeleton" aria-hidden>
      <div className="post-card__media" />
      <div className="post-card__body">
        <span className="post-card__line" />
        <span className="post-card__line post-card__line--short" />
      </div>
    </div>
  );
}
