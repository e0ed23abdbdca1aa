import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { SearchX } from 'lucide-react';
import { hasFilters } from '../filters/filter-rules.ts';
import { useProjectFilter } from '../use-project-filter.ts';
import { useConfig } from '@/lib/config-context.tsx';

/**
 * Spec 001 section 2: a rolling-window project with nothing in its window says so and offers
 * support; otherwise 'No sightings found' with a way back to no filters.
 */
export function EmptyState({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { project, filter } = useProjectFilter();
  const rollingDays = project.rolling_time_range_days;
  if (rollingDays && !hasFilters(filter)) {
    return (
      <div className="list-state" role="status">
        <SearchX size={28} aria-hidden="true" />
        <h3>{t('sightings.empty_rolling', { count: rollingDays })}</h3>
        <a className="button" href={`mailto:${config.supportEmail}`}>
          {t('sightings.contact_support')}
        </a>
      </div>
    );
  }
  return (
    <div className="list-state" role="status">
      <SearchX size={28} aria-hidden="true" />
      <h3>{t('sightings.empty_title')}</h3>
      <p className="muted">{t('sightings.empty_body')}</p>
      <Button className="button" onPress={onReset}>
        {t('sightings.reset_filters')}
      </Button>
    </div>
  );
}
