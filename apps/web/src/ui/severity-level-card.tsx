import { useTranslation } from 'react-i18next';
import { severityLevel, type SeverityLevelNumber } from '@highwater/core/severity';
import {
  SeverityIcon,
  SeveritySwatch,
  useSeverityHeight,
  useSeverityName,
} from '@/ui/severity-mark.tsx';
import './severity-level-card.css';

/**
 * A level with its icon, number and name on a band of the level's colour, then its definition
 * (the water height) and description (spec 001 section 2, Severity view).
 */
export function SeverityLevelCard({
  level,
  as: Tag = 'h2',
}: {
  level: SeverityLevelNumber;
  as?: 'h2' | 'h3' | 'p';
}) {
  const { t } = useTranslation();
  const name = useSeverityName();
  const height = useSeverityHeight();
  const info = severityLevel(level);
  return (
    <div className={`severity-card severity-card--${level}`}>
      <Tag className="severity-card__title">
        <SeverityIcon level={level} size={28} />
        <SeveritySwatch level={level} /> <span>{name(level)}</span>
      </Tag>
      {info && (
        <>
          <p className="severity-card__definition">
            {t('severity.definition', { height: height(info) })}
          </p>
          <p className="severity-card__description">{t(`severity.descriptions.${info.key}`)}</p>
        </>
      )}
    </div>
  );
}
