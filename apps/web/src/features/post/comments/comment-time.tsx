import { useTranslation } from 'react-i18next';
import { relativeTime } from '@highwater/core/format/relative-time';

const absolute = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** When a comment was written, relative ("3 hours ago") with the exact time as its title. */
export function CommentTime({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const edited = new Date(updatedAt) > new Date(createdAt);
  return (
    <span className="comment__time">
      <time dateTime={createdAt} title={absolute(createdAt, locale)}>
        {relativeTime(new Date(createdAt), new Date(), locale)}
      </time>
      {edited && (
        <span
          className="comment__edited"
          title={t('comments.edited_at', { date: absolute(updatedAt, locale) })}
        >
          {' · '}
          {t('comments.edited')}
        </span>
      )}
    </span>
  );
}
