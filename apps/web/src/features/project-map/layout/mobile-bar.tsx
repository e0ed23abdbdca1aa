import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { List, SlidersHorizontal } from 'lucide-react';
import { useUser } from '@/auth/session-context.tsx';
import { Avatar } from '@/features/shell/avatar.tsx';
import { appliedFilterCount } from '../filters/filter-rules.ts';
import { useProjectFilter } from '../use-project-filter.ts';

interface MobileBarProps {
  onFilters: () => void;
  onSightings: () => void;
  /** Phones have no toolbar, so the avatar (and its sign-out) lives here. */
  showAvatar: boolean;
}

/** Spec 001 section 2: the filters toggle with the applied count, the avatar and the sightings. */
export function MobileBar({ onFilters, onSightings, showAvatar }: MobileBarProps) {
  const { t } = useTranslation();
  const user = useUser();
  const { project, filter } = useProjectFilter();
  const applied = appliedFilterCount(filter, project, new Date());
  return (
    <nav className="mobile-bar" aria-label={t('projectmap.mobile_bar')}>
      <Button
        className="mobile-bar__button"
        onPress={onFilters}
        aria-label={
          applied > 0
            ? `${t('filters.open')}, ${t('filters.applied', { count: applied })}`
            : undefined
        }
      >
        <SlidersHorizontal size={20} aria-hidden="true" />
        <span>{t('filters.open')}</span>{' '}
        {applied > 0 && (
          <span className="mobile-bar__badge" aria-hidden="true">
            {applied}
          </span>
        )}
      </Button>
      {showAvatar && (
        <span className="mobile-bar__avatar">
          <Avatar user={user} />
        </span>
      )}
      <Button className="mobile-bar__button" onPress={onSightings}>
        <List size={20} aria-hidden="true" />
        <span>{t('sightings.open')}</span>
      </Button>
    </nav>
  );
}
