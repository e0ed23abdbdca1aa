import { useTranslation } from 'react-i18next';
import { sightingsCount } from './sightings-count.ts';

/** The list's count over its rows: "1,234 sightings", or "1,000+ sightings" once capped. */
export function SightingsTotal({ total, capped }: { total: number; capped: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <span
      className="sightings__total"
      data-testid="sightings-total"
      data-total={total}
      data-capped={capped}
    >
      {sightingsCount(t, i18n.language, 'total', total, capped)}
    </span>
  );
}
