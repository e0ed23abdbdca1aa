import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { Pencil } from 'lucide-react';
import type { Post } from '@highwater/core/api/posts';
import { isSeverityLevel } from '@highwater/core/severity';
import { AiMetricsTable } from '@/ui/ai-metrics-table.tsx';
import { aiMetrics, showsAiDetails } from '@/lib/ai-metrics.ts';
import { LevelsHint } from './levels-hint.tsx';
import { SeverityBar } from './severity-bar.tsx';
import { SeverityLevelCard } from '@/ui/severity-level-card.tsx';

interface SeverityViewProps {
  post: Post;
  onCorrect: () => void;
  onClose: () => void;
}

/** The severity view (spec 001 section 2): the level, the AI's details and the way to correct it. */
export function SeverityView({ post, onCorrect, onClose }: SeverityViewProps) {
  const { t } = useTranslation();
  const data = post.structured_data;
  const level = data.severity_level;
  const adjusted = data.severity_level_adjusted === true;
  const details = showsAiDetails(data);
  return (
    <div className="severity-view">
      <SeverityBar onClose={onClose}>
        <LevelsHint />
      </SeverityBar>
      {isSeverityLevel(level) ? (
        // Under the view's title, beside 'Other details'.
        <SeverityLevelCard level={level} as="h3" />
      ) : (
        <p className="severity-view__none">{t('severity.no_level')}</p>
      )}
      <Button className="button button--primary severity-view__correct" onPress={onCorrect}>
        <Pencil size={16} aria-hidden="true" />
        {t('severity.correct')}
      </Button>
      {details && (
        <section className="severity-view__details" aria-labelledby="severity-other-details">
          <h3 id="severity-other-details" className="severity-view__section-title">
            {t('severity.other_details')}
          </h3>
          <AiMetricsTable metrics={aiMetrics(data)} />
          <Button className="button" onPress={onCorrect}>
            {t('severity.something_wrong')}
          </Button>
        </section>
      )}
      <p className="severity-view__note">
        {!isSeverityLevel(level)
          ? t('severity.note_none')
          : adjusted
            ? t('severity.note_adjusted')
            : t('severity.note_ai')}
      </p>
    </div>
  );
}
