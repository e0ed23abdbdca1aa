import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { bang: CircleAlert, check: CircleCheck, info: Info };
const warned = new Set<string>();

export function iconName(error: unknown, success: boolean | undefined, icon?: string): string {
  if (icon !== undefined) return icon;
  if (error) return 'bang';
  return success ? 'check' : 'info';
}

/** Renders a notification icon; an unknown name warns once and renders nothing. */
export function NotificationIcon({ name }: { name: string }) {
  const Icon = Object.hasOwn(ICONS, name) ? ICONS[name] : undefined;
  if (!Icon) {
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(`Unknown notification icon "${name}"`);
    }
    return null;
  }
  return <Icon className="notification__icon" size={18} aria-hidden="true" />;
}
