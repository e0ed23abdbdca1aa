import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import { DAY_MS } from '@highwater/core/constants';
import { relativeTime } from '@highwater/core/format/relative-time';
import { formatPlaceTime } from '@highwater/core/format/place-time';

/** Relative times read well for recent sightings only (spec 001 section 2). */
const RELATIVE_MAX_DAYS = 30;

/** Whether an observed time is recent enough to show as "3 hours ago". */
export const showsRelative = (observedAt: string, now: Date) =>
  now.getTime() - new Date(observedAt).getTime() <= RELATIVE_MAX_DAYS * DAY_MS;

/**
 * When the sighting was observed, in the local time of the place with its zone: relative up to
 * 30 days (the exact time on hover), then the date and time.
 */
export function ObservedAt({ post }: { post: Pick<Post, 'observed_at' | 'time_zone'> }) {
  const { t, i18n } = useTranslation();
  const exact = formatPlaceTime(post.observed_at, post.time_zone, i18n.language);
  const now = new Date();
  const relative = showsRelative(post.observed_at, now);
  return (
    <time className="post-observed" dateTime={post.observed_at} title={exact}>
      {relative
        ? t('post.panel.observed_relative', {
            time: relativeTime(new Date(post.observed_at), now, i18n.language),
          })
        : t('post.panel.observed_absolute', { time: exact })}
    </time>
  );
}
