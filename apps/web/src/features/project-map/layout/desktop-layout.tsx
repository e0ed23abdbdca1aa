import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FILTERS_COLUMN_REM } from '@highwater/core/constants';
import { SKIP_TARGETS } from '@/lib/skip-targets.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { CollapsibleColumn } from '@/ui/collapsible-column.tsx';
import { FiltersPanel } from '../filters/filters-panel.tsx';
import { useNewSighting } from '../new-sighting/new-sighting-context.tsx';
import { NewSightingPanel } from '../new-sighting/new-sighting-panel.tsx';
import { SightingsList } from '../sightings/sightings-list.tsx';
import { MapToolbar } from '../toolbar/map-toolbar.tsx';
import { MapTutorial } from '../tutorial/map-tutorial.tsx';
import { MapArea } from './map-area.tsx';
import { MapSkipLinks } from './map-skip-links.tsx';

const LIST_COLUMN_REM = 22;
/** Navigation, filters, sightings, the post column and a map still worth looking at. */
const ROOM_FOR_EVERY_COLUMN = '(min-width: 114rem)';
const rootFontPx = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

interface DesktopLayoutProps {
  /** The map-post route's element, shown in the right-hand column. */
  post: ReactNode;
  onHelp: () => void;
}

/**
 * Large screens (DESIGN.md): filters 32rem and sightings ~22rem, both collapsible (and resizable
 * with the `feature` query parameter), then the map with the timeline, then the selection.
 */
export function DesktopLayout({ post, onHelp }: DesktopLayoutProps) {
  const { t } = useTranslation();
  const resizable = new URLSearchParams(useLocation().search).has('feature');
  const rem = rootFontPx();
  const roomy = useMediaQuery(ROOM_FOR_EVERY_COLUMN);
  const adding = useNewSighting().isOpen;
  // The form takes the post's column while it is open: it is placed on the map beside it.
  const side = adding ? <NewSightingPanel /> : post;
  return (
    <div className="pm-desktop">
      <MapSkipLinks withPost={!adding} />
      <CollapsibleColumn
        id="project-map.filters"
        title={t('filters.title')}
        defaultSize={FILTERS_COLUMN_REM * rem}
        resizable={resizable}
        makeWay={Boolean(side) && !roomy}
        anchorId={SKIP_TARGETS.filters[1]}
      >
        <FiltersPanel />
        {/* Only while what it points at is in view: the folded column renders no panel. */}
        {!side && <MapTutorial />}
      </CollapsibleColumn>
      <CollapsibleColumn
        id="project-map.sightings"
        title={t('sightings.title')}
        defaultSize={LIST_COLUMN_REM * rem}
        resizable={resizable}
        anchorId={SKIP_TARGETS.sightings[1]}
      >
        <SightingsList />
      </CollapsibleColumn>
      <div className="pm-desktop__main">
        <MapToolbar onHelp={onHelp} />
        <MapArea />
      </div>
      {side && (
        <aside
          className="pm-desktop__post skip-target"
          aria-label={adding ? t('newsighting.title') : t('projectmap.post_column')}
          id={SKIP_TARGETS.post[0]}
          tabIndex={-1}
        >
          {side}
        </aside>
      )}
    </div>
  );
}
