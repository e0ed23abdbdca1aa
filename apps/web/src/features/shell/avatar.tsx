import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@highwater/core/api/user';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import { useSessionController } from '@/auth/session-context.tsx';
import { useConfig } from '@/lib/config-context.tsx';
import { profileUrl } from '@/lib/profile-url.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { initialsOf } from '@/ui/person-avatar.tsx';

/** When this bundle was built (set by Vite), for servers that do not say. */
const BUNDLE_BUILD_DATE = typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : '';

export function AvatarImage({ user, size = 32 }: { user: User; size?: number }) {
  const url = user.avatar.secure_url;
  return url ? (
    <img className="avatar__image" src={url} alt="" width={size} height={size} />
  ) : (
    <span className="avatar__initials" style={{ width: size, height: size }} aria-hidden="true">
      {initialsOf(user.firstName, user.lastName)}
    </span>
  );
}

export function SignOutConfirm({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSessionController();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('sign_out.title')}
      confirmLabel={t('sign_out.confirm')}
      onConfirm={() => {
        onClose();
        void session.signOut();
      }}
    >
      <p>{t('sign_out.body')}</p>
    </ConfirmDialog>
  );
}

/**
 * The user's picture, linking to their profile on the main site. A right-click offers to sign
 * out; hovering shows when this version of the app was built.
 */
export function Avatar({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const [confirming, setConfirming] = useState(false);
  const builtAt = new Date(config.buildDate || BUNDLE_BUILD_DATE);
  const built = Number.isNaN(builtAt.getTime())
    ? config.buildDate
    : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(builtAt);

  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <>
      <a
        className="avatar"
        href={profileUrl(config.mainSiteUrl, user)}
        target="_blank"
        rel="noreferrer"
        title={t('toolbar.built', { date: built })}
        // The name holds the initials the link shows, so that speech users can say what they see.
        aria-label={
          user.avatar.secure_url
            ? t('toolbar.profile')
            : t('toolbar.profile_initials', { initials: initialsOf(user.firstName, user.lastName) })
        }
        onContextMenu={onContextMenu}
      >
        <AvatarImage user={user} />
      </a>
      <SignOutConfirm isOpen={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
