import { useTranslation } from 'react-i18next';
import type { PostHistoryEntry } from '@highwater/core/api/posts';
import { formatPlaceTime } from '@highwater/core/format/place-time';
import { relativeTime } from '@highwater/core/format/relative-time';
import { PersonAvatar } from '@/ui/person-avatar.tsx';

const AVATAR_SIZE = 28;
const NOBODY = { first_name: '', last_name: '', avatar_url: null };

/** One change: who, when (the exact time on hover), what changed and the reviewer's comment. */
export function HistoryEntry({
  entry,
  change,
  timeZone,
  now,
}: {
  entry: PostHistoryEntry;
  change: string;
  /** The zone the post's times are shown in (lib/time/use-sighting-time.ts). */
  timeZone: string;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const name = entry.user
    ? `${entry.user.first_name} ${entry.user.last_name}`.trim()
    : t('post.history.someone');
  const comment = entry.kind === 'severity' ? entry.comment.trim() : '';

  return (
    <li className="post-history__entry" data-kind={entry.kind}>
      <PersonAvatar person={entry.user ?? NOBODY} size={AVATAR_SIZE} />
      <div className="post-history__body">
        <p className="post-history__who">
          <span className="post-history__name">{name}</span>
          <time
            className="post-history__when"
            dateTime={entry.at}
            title={formatPlaceTime(entry.at, timeZone, locale)}
          >
            {relativeTime(new Date(entry.at), now, locale)}
          </time>
        </p>
        <p className="post-history__change">{change}</p>
        {comment && <blockquote className="post-history__comment">{comment}</blockquote>}
      </div>
    </li>
  );
}
