import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { Check, ChevronDown, Radar } from 'lucide-react';
import type { Post } from '@highwater/core/api/posts';
import { mergeFilterIntoQuery, parseFilterQuery } from '@highwater/core/filters/url-query';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { withoutPostPanelParams } from '@/lib/post-panel-params.ts';
import {
  defaultNearbyWindow,
  NEARBY_RADIUS_MILES,
  NEARBY_WINDOWS,
  nearbyFilter,
  type NearbyWindow,
} from './nearby-window.ts';

const LABEL_KEYS = {
  '7-days': 'post.nearby.days_7',
  '365-days': 'post.nearby.days_365',
  ever: 'post.nearby.ever',
} as const satisfies Record<NearbyWindow, string>;

/**
 * 'Show nearby posts' (spec 001 section 2): applies half a mile around the post with a time
 * window as the map's filter, and goes back to the map to show them.
 */
export function NearbyMenu({ post, project }: { post: Post; project: ProjectDetailData }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const preferred = defaultNearbyWindow(project);
  const distance = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'mile',
    unitDisplay: 'short',
  }).format(NEARBY_RADIUS_MILES);

  const apply = (choice: NearbyWindow) => {
    // The live address: the map writes its hash outside the router.
    const { search, hash } = window.location;
    const filter = nearbyFilter(post, choice, project, parseFilterQuery(search));
    const next = mergeFilterIntoQuery(withoutPostPanelParams(search), filter);
    void navigate({ pathname: '..', search: next.toString(), hash });
  };

  return (
    <MenuTrigger>
      <Button className="button post-nearby">
        <Radar size={16} aria-hidden="true" />
        {t('post.nearby.button')}
        <ChevronDown size={16} aria-hidden="true" />
      </Button>
      <Popover className="menu-popover" placement="bottom start">
        <Menu className="menu post-nearby__menu" onAction={(key) => apply(key as NearbyWindow)}>
          <MenuSection className="menu__section">
            <Header className="menu__header">{t('post.nearby.heading', { distance })}</Header>
            {NEARBY_WINDOWS.map((choice) => (
              <MenuItem key={choice} id={choice} className="menu__item">
                {choice === preferred ? (
                  <Check size={16} aria-hidden="true" />
                ) : (
                  <span className="menu__spacer" />
                )}
                <span className="menu__item-label">{t(LABEL_KEYS[choice])}</span>
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
