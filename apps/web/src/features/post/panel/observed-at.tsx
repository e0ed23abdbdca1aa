import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import { DAY_MS } from '@highwater/core/constants';
import { relativeTime } from '@highwater/core/format/relative-time';
import { useSightingTime } from '@/lib/time/use-sighting-time.ts';

/** Relative times read well for recent sightings only (spec 001 section 2). */
const RELATIVE_MAX_DAYS = 30;

/** Whether an observed time is recent enough to show as "3 hours ago". */
export const showsRelative = (observedAt: string, now: Date) =>
  now.getTime() - new Date(observedAt).getTime() <= RELATIVE_MAX_DAYS * DAY_MS;

/**
 * When the sighting was observed, with its zone: in the local time of the place (spec 001), or in
 * the user's own zone when they chose it, exactly as the sightings list reads it. Relative up to
 * 30 days (the exact time on hover), then the date and time.
 */
export function ObservedAt({ post }: { post: Pick<Post, 'observed_at' | 'lat' | 'lng'> }) {
  const { t, i18n } = useTranslation();
  const exact = useSightingTime().format(post.observed_at, post);
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
