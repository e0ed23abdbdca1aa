import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@highwater/core/api/posts';
import type { Status } from '@highwater/core/api/projects';
import { isSeverityLevel } from '@highwater/core/severity';
import { useRecentlyChanged } from '@/features/live/live-context.tsx';
import { SeveritySwatch, useSeverityName } from '@/ui/severity-mark.tsx';
import { LazyThumbnail } from './lazy-thumbnail.tsx';
import { relativeTime } from '@highwater/core/format/relative-time';
import { splitArea, splitLocation } from '@highwater/core/format/location';
import { hasNewComment } from './sighting-rules.ts';

export const ROW_HEIGHT = 84;
const THUMBNAIL_SIZE = 64;

interface SightingRowProps {
  post: PostSummary;
  status: Status | undefined;
  showSeverity: boolean;
  selected: boolean;
  now: Date;
  /** The observed time in full, as the post panel shows it (lib/time/use-sighting-time.ts). */
  exactTime: string;
  onSelect: (post: PostSummary) => void;
}

/** One sighting: thumbnail, location, observed time, status, severity and new comments. */
export function SightingRow({
  post,
  status,
  showSeverity,
  selected,
  now,
  exactTime,
  onSelect,
}: SightingRowProps) {
  const { t, i18n } = useTranslation();
  const severityName = useSeverityName();
  const location = splitLocation(post.location);
  const area = location?.rest ? splitArea(location.rest) : null;
  const observed = new Date(post.observed_at);
  const level = post.severity_level;
  const changed = useRecentlyChanged(post.id);
  return (
    <button
      type="button"
      className={changed ? 'sighting-row sighting-row--changed' : 'sighting-row'}
      data-post-id={post.id}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(post)}
    >
      <LazyThumbnail url={post.thumbnail_url} size={THUMBNAIL_SIZE} />
      <span className="sighting-row__text">
        <span className="sighting-row__place">
          {location ? location.first : t('sightings.no_location')}
        </span>
        {/* The time shares the area's line, so that the chips' line holds a severity's whole name
            (Spanish names run long). */}
        <span className="sighting-row__when">
          {area && (
            <>
              <span className="sighting-row__area">
                {area.town && <span className="sighting-row__town">{area.town}</span>}
                <span className="sighting-row__region">{area.region}</span>
              </span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <time dateTime={post.observed_at} title={exactTime}>
            {relativeTime(observed, now, i18n.language)}
          </time>
        </span>
        <span className="sighting-row__meta">
          {status && (
            <span className="chip chip--status" title={status.label}>
              <span className="chip__text">{status.label}</span>
            </span>
          )}
          {showSeverity && isSeverityLevel(level) && (
            <span
              className={`chip chip--severity chip--severity-${level}`}
              title={t('sightings.severity_chip', { level, name: severityName(level) })}
            >
              <SeveritySwatch level={level} />
              <span className="chip__text">{severityName(level)}</span>
            </span>
          )}
        </span>
      </span>
      {hasNewComment(post) && (
        <span className="new-comment" title={t('sightings.new_comment')}>
          <span className="visually-hidden">{t('sightings.new_comment')}</span>
        </span>
      )}
    </button>
  );
}
