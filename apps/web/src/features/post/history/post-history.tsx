import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { useSightingTime } from '@/lib/time/use-sighting-time.ts';
import { HistoryEntry } from './history-entry.tsx';
import { useHistoryChange } from './history-change.ts';
import './post-history.css';

/**
 * The post's status changes and severity reviews (severity only where the project shows it).
 * Newest first: after a storm staff open a post to learn where it stands now and who moved it
 * last, so the latest change leads and older ones read downwards.
 */
export function PostHistory({ post, project }: { post: Post; project: ProjectDetailData }) {
  const { t } = useTranslation();
  const describe = useHistoryChange(project);
  const entries = post.history
    .filter((entry) => entry.kind === 'status' || project.show_severity)
    .toReversed();
  const now = new Date();
  const timeZone = useSightingTime().zoneOf(post);

  return (
    <section className="post-history" aria-labelledby={`post-history-${post.id}`}>
      <h3 id={`post-history-${post.id}`} className="post-history__title">
        {t('post.history.title')}
      </h3>
      {entries.length === 0 ? (
        <p className="post-history__empty">{t('post.history.empty')}</p>
      ) : (
        <ol className="post-history__list">
          {entries.map((entry, index) => (
            <HistoryEntry
              key={`${entry.kind}-${entry.at}-${index}`}
              entry={entry}
              change={describe(entry)}
              timeZone={timeZone}
              now={now}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
