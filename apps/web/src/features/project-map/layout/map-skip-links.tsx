import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parsePostIds } from '@/lib/post-ids.ts';
import { postTitleId, SKIP_TARGETS } from '@/lib/skip-targets.ts';
import { ScreenSkipLinks, SkipLink } from '@/ui/skip-links.tsx';

interface MapSkipLinksProps {
  /** Phones open the filters and the sightings as sheets instead of moving focus. */
  onFilters?: () => void;
  onSightings?: () => void;
  /** Large screens show the selection in a column of its own. */
  withPost: boolean;
}

/** The map screen's skip links: filters, sightings, the map and the open post. */
export function MapSkipLinks({ onFilters, onSightings, withPost }: MapSkipLinksProps) {
  const { t } = useTranslation();
  const ids = parsePostIds(useParams().postIds);
  const first = ids[0];
  return (
    <ScreenSkipLinks>
      <SkipLink targets={SKIP_TARGETS.filters} onActivate={onFilters}>
        {t('projectmap.skip_filters')}
      </SkipLink>
      <SkipLink targets={SKIP_TARGETS.sightings} onActivate={onSightings}>
        {t('projectmap.skip_sightings')}
      </SkipLink>
      <SkipLink targets={SKIP_TARGETS.map}>{t('projectmap.skip_map')}</SkipLink>
      {withPost && first !== undefined && (
        <SkipLink targets={[postTitleId(first), ...SKIP_TARGETS.post]}>
          {t('projectmap.skip_post', { count: ids.length })}
        </SkipLink>
      )}
    </ScreenSkipLinks>
  );
}
