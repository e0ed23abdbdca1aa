import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { ListChecks } from 'lucide-react';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { useReviewFlag } from './review-flag.ts';

/**
 * The entry to the severity review, only where the project shows severity. Where the map's
 * toolbar is narrow it keeps only its icon (the name stays for assistive technology), so that
 * Export still fits beside it. `closeKeys` are
 * address flags of overlays to close on the way (the phone's filters sheet).
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
    <Button className="button review-severity-button" onPress={() => open(closeKeys)}>
      <ListChecks size={16} aria-hidden="true" />
      <span className="review-severity-button__label">{t('severity.review.open')}</span>
    </Button>
  );
}
