import { useTranslation } from 'react-i18next';
import { Button, Link, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { User } from '@highwater/core/api/user';
import { Logo } from '@/ui/logo.tsx';
import { useNavItems, type NavItem } from './nav-items.ts';

function NavEntry({ item }: { item: NavItem }) {
  const Icon = item.icon;
  const icon = <Icon size={20} strokeWidth={1.75} aria-hidden="true" />;
  const className = `left-nav__item${item.active ? ' left-nav__item--active' : ''}`;
  return (
    <li>
      <TooltipTrigger delay={300}>
        {item.onPress ? (
          <Button className={className} aria-label={item.label} onPress={item.onPress}>
            {icon}
          </Button>
        ) : (
          <Link
            className={className}
            href={item.href}
            isDisabled={item.href === undefined}
            aria-label={item.label}
            aria-current={item.active ? 'page' : undefined}
          >
            {icon}
          </Link>
        )}
        <Tooltip className="tooltip" placement="end" offset={8}>
          {item.label}
        </Tooltip>
      </TooltipTrigger>
    </li>
  );
}

/** The 56px navigation rail of larger screens. */
export function LeftNav({ user }: { user: User }) {
  const { t } = useTranslation();
  const items = useNavItems(user);
  return (
    <nav className="left-nav" aria-label={t('nav.label')}>
      <TooltipTrigger delay={300}>
        <Link className="left-nav__logo" href="/" aria-label={t('nav.home')}>
          <Logo size={32} />
        </Link>
        <Tooltip className="tooltip" placement="end" offset={8}>
          {t('nav.home')}
        </Tooltip>
      </TooltipTrigger>
      <ul className="left-nav__list">
        {items.slice(0, 2).map((item) => (
          <NavEntry key={item.key} item={item} />
        ))}
      </ul>
      <ul className="left-nav__list left-nav__list--secondary">
        {items.slice(2).map((item) => (
          <NavEntry key={item.key} item={item} />
        ))}
      </ul>
    </nav>
  );
}
