import { useTranslation } from 'react-i18next';
import { SEVERITY_LEVELS, type SeverityLevelNumber } from '@highwater/core/severity';

/** The severity level names, translated (spec 001 section 9). */
export function useSeverityName() {
  const { t } = useTranslation();
  return (level: number) => {
    const key = SEVERITY_LEVELS.find((item) => item.level === level)?.key;
    return key ? t(`filters.severity_names.${key}`) : String(level);
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
