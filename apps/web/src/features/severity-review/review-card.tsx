import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCheck, ImageOff, PencilLine } from 'lucide-react';
import type { ReviewItem } from '@highwater/core/api/severity';
import { isSeverityLevel } from '@highwater/core/severity';
import { aiMetrics } from '@/lib/ai-metrics.ts';
import { useSightingTime } from '@/lib/time/use-sighting-time.ts';
import { AiMetricsTable } from '@/ui/ai-metrics-table.tsx';
import { SeverityLevelCard } from '@/ui/severity-level-card.tsx';
import type { ReviewOutcome } from './use-review-session.ts';

interface ReviewCardProps {
  item: ReviewItem;
  outcome: ReviewOutcome | undefined;
  /** Read when the card takes focus: which post this is and its level. */
  label: string;
}

/** One post to review: its photo, where and when, the level and the AI's metrics. */
export const ReviewCard = forwardRef<HTMLElement, ReviewCardProps>(function ReviewCard(
  { item, outcome, label },
  ref,
) {
  const { t } = useTranslation();
  const level = outcome?.level ?? item.severity_level;
  const metrics = aiMetrics(item.metrics);
  const observed = useSightingTime().format(item.observed_at, item);
  return (
    <article
      ref={ref}
      className="review-card"
      tabIndex={-1}
      aria-label={label}
      data-post-id={item.id}
    >
      <figure className="review-card__photo">
        {item.photo ? (
          <img src={item.photo.url} alt={t('severity.review.photo')} />
        ) : (
          <span className="review-card__no-photo">
            <ImageOff size={32} aria-hidden="true" />
            {t('severity.review.no_photo')}
          </span>
        )}
      </figure>
      <div className="review-card__facts">
        <p className="review-card__place">
          <strong>{item.location ?? t('sightings.no_location')}</strong>
          <span>{observed}</span>
        </p>
        {item.content && <p className="review-card__content">{item.content}</p>}
        {!outcome && <p className="review-card__caption">{t('severity.review.predicted')}</p>}
        {isSeverityLevel(level) && <SeverityLevelCard level={level} as="h3" />}
        {outcome && (
          <p className="review-card__outcome" data-changed={outcome.changed || undefined}>
            {outcome.changed ? (
              <PencilLine size={16} aria-hidden="true" />
            ) : (
              <CheckCheck size={16} aria-hidden="true" />
            )}
            {outcome.changed
              ? t('severity.review.corrected', { level: outcome.level })
              : t('severity.review.confirmed', { level: outcome.level })}
          </p>
        )}
        {metrics.length > 0 && <AiMetricsTable metrics={metrics} />}
      </div>
    </article>
  );
});
