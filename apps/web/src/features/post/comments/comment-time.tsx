import { useTranslation } from 'react-i18next';
import { formatPlaceTime } from '@highwater/core/format/place-time';
import { relativeTime } from '@highwater/core/format/relative-time';

interface CommentTimeProps {
  createdAt: string;
  updatedAt: string;
  /** The zone the post's times are shown in, so that a reply reads on the post's clock. */
  timeZone: string;
}

/** When a comment was written, relative ("3 hours ago") with the exact time as its title. */
export function CommentTime({ createdAt, updatedAt, timeZone }: CommentTimeProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const absolute = (iso: string) => formatPlaceTime(iso, timeZone, locale);
  const edited = new Date(updatedAt) > new Date(createdAt);
  return (
    <span className="comment__time">
      <time dateTime={createdAt} title={absolute(createdAt)}>
        {relativeTime(new Date(createdAt), new Date(), locale)}
      </time>
      {edited && (
        <span
          className="comment__edited"
          title={t('comments.edited_at', { date: absolute(updatedAt) })}
        >
          {' · '}
          {t('comments.edited')}
        </span>
      )}
    </span>
  );
}
