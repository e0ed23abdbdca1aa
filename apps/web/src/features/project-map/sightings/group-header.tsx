import { useTranslation } from 'react-i18next';
import { isSeverityLevel } from '@highwater/core/severity';
import { SeveritySwatch, useSeverityName } from '@/ui/severity-mark.tsx';
import type { ListGroup } from './list-groups.ts';

export const HEADER_HEIGHT = 36;

/** A group's title and how many sightings it holds. */
export function GroupHeader({ group, total }: { group: ListGroup; total: number | null }) {
  const { t, i18n } = useTranslation();
  const severityName = useSeverityName();
  let title = '';
  if (group.kind === 'status') title = group.status.label;
  if (group.kind === 'severity') {
    title = group.level === null ? t('sightings.no_severity') : severityName(group.level);
  }
  return (
    <div className="group-header" role="heading" aria-level={3}>
      {group.kind === 'severity' && isSeverityLevel(group.level) && (
        <SeveritySwatch level={group.level} />
      )}
      <span className="group-header__title">{title}</span>
      {total !== null && (
        <span className="group-header__count">
          {t('sightings.group_count', {
            count: total,
            formatted: new Intl.NumberFormat(i18n.language).format(total),
          })}
        </span>
      )}
    </div>
  );
}
