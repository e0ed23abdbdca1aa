import { useTranslation } from 'react-i18next';
import {
  SEVERITY_LEVELS,
  type SeverityLevel,
  type SeverityLevelNumber,
} from '@highwater/core/severity';
import './severity-mark.css';

/** The severity level names, translated (spec 001 section 9). */
export function useSeverityName() {
  const { t } = useTranslation();
  return (level: number) => {
    const key = SEVERITY_LEVELS.find((item) => item.level === level)?.key;
    return key ? t(`filters.severity_names.${key}`) : String(level);
  };
}

/** A level's water height band in words ('3 to 6 in'), as the map's legend shows it. */
export function useSeverityHeight() {
  const { t } = useTranslation();
  return (level: SeverityLevel) => {
    if (level.maxInches === 0) return t('projectmap.height_zero');
    if (level.maxInches === null) return t('projectmap.height_over', { min: level.minInches });
    if (level.minInches === 0) return t('projectmap.height_under', { max: level.maxInches });
    return t('projectmap.height_between', { min: level.minInches, max: level.maxInches });
  };
}

/** Never colour alone (DESIGN.md): the swatch carries the level's number. */
export function SeveritySwatch({ level }: { level: SeverityLevelNumber }) {
  return (
    <span className={`severity-swatch severity-swatch--${level}`} aria-hidden="true">
      {level}
    </span>
  );
}

/** Water line of each level inside the icon's 24-unit box: none at 0, near the top at 5. */
const WATER_TOP: Record<SeverityLevelNumber, number | null> = {
  0: null,
  1: 18,
  2: 15,
  3: 12,
  4: 8,
  5: 4,
};

/**
 * The severity icon: a post standing in water that rises with the level, so the icon reads the
 * same to someone who cannot tell the scale's colours apart.
 */
export function SeverityIcon({ level, size = 24 }: { level: SeverityLevelNumber; size?: number }) {
  const top = WATER_TOP[level];
  return (
    <svg
      className={`severity-icon severity-icon--${level}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <rect className="severity-icon__frame" x="1" y="1" width="22" height="22" rx="5" />
      <path className="severity-icon__post" d="M12 3v18M9 6h6M9 10h6M9 14h6M9 18h6" />
      {top === null ? (
        <path className="severity-icon__ground" d="M4 20.5h16" />
      ) : (
        <path
          className="severity-icon__water"
          d={`M2 ${top} q2.5 -2 5 0 t5 0 t5 0 t5 0 V21 a2 2 0 0 1 -2 2 H4 a2 2 0 0 1 -2 -2 Z`}
        />
      )}
    </svg>
  );
}
