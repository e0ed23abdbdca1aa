import { useTranslation } from 'react-i18next';
import { isSeverityLevel } from '@highwater/core/severity';
import { SeveritySwatch, useSeverityName } from '@/ui/severity-mark.tsx';
import type { ListGroup } from './list-groups.ts';
import { sightingsCount } from './sightings-count.ts';

export const HEADER_HEIGHT = 36;

interface GroupHeaderProps {
  group: ListGroup;
  total: number | null;
  /** More than `total` sightings: the count stopped at its bound. */
  capped?: boolean;
}

/** A group's title and how many sightings it holds. */
export function GroupHeader({ group, total, capped = false }: GroupHeaderProps) {
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
          {sightingsCount(t, i18n.language, 'group_count', total, capped)}
        </span>
      )}
    </div>
  );
}
