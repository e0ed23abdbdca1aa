import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleHelp } from 'lucide-react';
import { ReviewSeverityButton } from '@/features/severity-review/review-severity-button.tsx';
import { SeverityReviewDialog } from '@/features/severity-review/severity-review-dialog.tsx';
import { IconButton } from '@/ui/icon-button.tsx';
import { ExportButton } from '../export/export-button.tsx';
import { FiltersPanel } from '../filters/filters-panel.tsx';
import { AddSightingMapButton } from '../new-sighting/add-sighting-button.tsx';
import { useNewSighting } from '../new-sighting/new-sighting-context.tsx';
import { NewSightingForm } from '../new-sighting/new-sighting-form.tsx';
import { PickingBar } from '../new-sighting/picking-bar.tsx';
import { SightingsList } from '../sightings/sightings-list.tsx';
import { SearchMenu } from '../toolbar/search-menu.tsx';
import { useProjectFilter } from '../use-project-filter.ts';
import { MapArea } from './map-area.tsx';
import { MapSkipLinks } from './map-skip-links.tsx';
import { MobileBar } from './mobile-bar.tsx';
import { Sheet } from './sheet.tsx';
import { useQueryFlag } from './use-query-flag.ts';

export const FILTERS_FLAG = 'filters';
export const POSTS_FLAG = 'posts';
const FILTERS_CLOSE = [FILTERS_FLAG];
const POSTS_CLOSE = [POSTS_FLAG];

interface PhoneLayoutProps {
  post: ReactNode;
  onHelp: () => void;
  onClosePost: () => void;
  small: boolean;
}

/**
 * Phones and tablets: the map fills the screen; filters and sightings open as sheets through
 * filters=open and posts=open; the selection opens as a sheet too.
 */
export function PhoneLayout({ post, onHelp, onClosePost, small }: PhoneLayoutProps) {
  const { t } = useTranslation();
  const [filtersOpen, setFiltersOpen] = useQueryFlag(FILTERS_FLAG);
  const [postsOpen, setPostsOpen] = useQueryFlag(POSTS_FLAG);
  const { project, apiQuery } = useProjectFilter();
  const sighting = useNewSighting();
  return (
    <div className="pm-phone">
      <MapSkipLinks
        withPost={false}
        onFilters={() => setFiltersOpen(true)}
        onSightings={() => setPostsOpen(true)}
      />
      <div className="pm-phone__map">
        {sighting.picking && <PickingBar />}
        <MapArea
          mapControls={
            <div className="map-screen-controls">
              {!sighting.isOpen && <AddSightingMapButton />}
              <IconButton
                className="icon-button map-help-button"
                label={t('projectmap.help')}
                tooltipPlacement="start"
                onPress={onHelp}
              >
                <CircleHelp size={20} aria-hidden="true" />
              </IconButton>
            </div>
          }
        />
      </div>
      <MobileBar
        onFilters={() => setFiltersOpen(true)}
        onSightings={() => setPostsOpen(true)}
        showAvatar={small}
      />
      <Sheet isOpen={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('filters.title')}>
        <div className="sheet__tools">
          <SearchMenu />
          <ReviewSeverityButton project={project} closeKeys={FILTERS_CLOSE} />
          <ExportButton />
        </div>
        <FiltersPanel closeKeys={FILTERS_CLOSE} />
      </Sheet>
      <Sheet isOpen={postsOpen} onClose={() => setPostsOpen(false)} title={t('sightings.title')}>
        <SightingsList closeKeys={POSTS_CLOSE} />
      </Sheet>
      <Sheet isOpen={post !== null} onClose={onClosePost} title={t('projectmap.post_column')}>
        <div className="sheet__scroll">{post}</div>
      </Sheet>
      <Sheet
        isOpen={sighting.isOpen && !sighting.picking}
        onClose={sighting.requestClose}
        title={t('newsighting.title')}
      >
        <NewSightingForm inSheet />
      </Sheet>
      <SeverityReviewDialog project={project} apiQuery={apiQuery} />
    </div>
  );
}
