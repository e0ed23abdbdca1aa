import type { LucideIcon } from 'lucide-react';
import { ClipboardList, FolderUp, Map, Settings, UsersRound, Contact } from 'lucide-react';
import { useLocation } from 'react-router';
import type { User } from '@highwater/core/api/user';
import { projectPath } from '@/api/get-projects.ts';
import { useSearchParam } from '@/lib/use-search-param.ts';
import { COMING_SOON_PARAM, type ComingSoonFeature } from './coming-soon.ts';
import { useCurrentProject } from './use-current-project.ts';
import { useNavLabels } from './nav-labels.ts';

export interface NavItem {
  key: 'map' | 'files' | ComingSoonFeature;
  label: string;
  icon: LucideIcon;
  /** A page of this app; absent for the coming-soon features and for disabled items. */
  href?: string;
  /** Set for the features that open the coming-soon dialog. */
  comingSoon?: ComingSoonFeature;
  onPress?: () => void;
  active: boolean;
}

const COMING_SOON_ICONS: Record<ComingSoonFeature, LucideIcon> = {
  settings: Settings,
  userGroups: UsersRound,
  people: Contact,
  surveys: ClipboardList,
};

/** The left navigation's destinations (also listed in the phone chooser). */
export function useNavItems(user: User): NavItem[] {
  const labels = useNavLabels();
  const { pathname } = useLocation();
  const { current, mapTarget, group } = useCurrentProject(user);
  const [comingSoon, setComingSoon] = useSearchParam(COMING_SOON_PARAM);
  const filesHref = group ? `/${encodeURIComponent(group.slug)}/files` : undefined;

  return [
    {
      key: 'map',
      label: labels.map,
      icon: Map,
      href: mapTarget ? `${projectPath(mapTarget)}/map` : '/',
      active: current !== undefined,
    },
    {
      key: 'files',
      label: labels.files,
      icon: FolderUp,
      href: filesHref,
      active: filesHref !== undefined && pathname === filesHref,
    },
    ...(Object.keys(COMING_SOON_ICONS) as ComingSoonFeature[]).map((key) => ({
      key,
      label: labels[key],
      icon: COMING_SOON_ICONS[key],
      comingSoon: key,
      onPress: () => setComingSoon(key),
      active: comingSoon === key,
    })),
  ];
}
