import { useTranslation } from 'react-i18next';
import { ListChecks } from 'lucide-react';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { ToolButton } from '@/ui/tool-button.tsx';
import { useReviewFlag } from './review-flag.ts';

/**
 * The entry to the severity review, only where the project shows severity. Where the map's
 * toolbar is narrow it keeps only its icon (ui/tool-button.tsx). `closeKeys` are address flags of
 * overlays to close on the way (the phone's filters sheet).
 */
export function ReviewSeverityButton({
  project,
  closeKeys,
}: {
  project: ProjectDetailData;
  closeKeys?: readonly string[];
}) {
  const { t } = useTranslation();
  const { open } = useReviewFlag();
  if (!project.show_severity) return null;
  return (
    <ToolButton
      icon={<ListChecks size={16} aria-hidden="true" />}
      label={t('severity.review.open')}
      onPress={() => open(closeKeys)}
    />
  );
}
