import { useTranslation } from 'react-i18next';
import { CircleHelp } from 'lucide-react';
import { ReviewSeverityButton } from '@/features/severity-review/review-severity-button.tsx';
import { SeverityReviewDialog } from '@/features/severity-review/severity-review-dialog.tsx';
import { IconButton } from '@/ui/icon-button.tsx';
import { ExportButton } from '../export/export-button.tsx';
import { AddSightingButton } from '../new-sighting/add-sighting-button.tsx';
import { useProjectFilter } from '../use-project-filter.ts';
import { SearchMenu } from './search-menu.tsx';

/**
 * Above the map: the project's title, Add sighting, the searches menu, the severity review, Export
 * and the map help.
 */
export function MapToolbar({ onHelp }: { onHelp: () => void }) {
  const { t } = useTranslation();
  const { project, apiQuery } = useProjectFilter();
  return (
    <div className="map-toolbar">
      <h1 className="map-toolbar__title">{project.title || project.name}</h1>
      <div className="map-toolbar__actions">
        <AddSightingButton />
        <SearchMenu />
        <ReviewSeverityButton project={project} />
        <ExportButton />
        <IconButton label={t('projectmap.help')} onPress={onHelp} data-tutorial="help">
          <CircleHelp size={18} aria-hidden="true" />
        </IconButton>
      </div>
      <SeverityReviewDialog project={project} apiQuery={apiQuery} />
    </div>
  );
}
