import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { ListChecks } from 'lucide-react';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { useReviewFlag } from './review-flag.ts';

/**
 * The entry to the severity review, only where the project shows severity. Where the map's
 * toolbar is narrow it keeps only its icon (the name stays for assistive technology, and shows as
 * a tooltip), so that Export still fits beside it. `closeKeys` are address flags of overlays to
 * close on the way (the phone's filters sheet).
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
  const label = useRef<HTMLSpanElement>(null);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  // The toolbar's container query hides the name: measured when the tooltip would open.
  const nameHidden = () => (label.current?.clientWidth ?? 0) <= 1;
  if (!project.show_severity) return null;
  return (
    <TooltipTrigger
      delay={500}
      isOpen={tooltipOpen}
      onOpenChange={(next) => setTooltipOpen(next && nameHidden())}
    >
      <Button className="button review-severity-button" onPress={() => open(closeKeys)}>
        <ListChecks size={16} aria-hidden="true" />
        <span ref={label} className="review-severity-button__label">
          {t('severity.review.open')}
        </span>
      </Button>
      <Tooltip className="tooltip" placement="bottom" offset={6}>
        {t('severity.review.open')}
      </Tooltip>
    </TooltipTrigger>
  );
}
