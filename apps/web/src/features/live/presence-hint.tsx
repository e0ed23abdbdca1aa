import { useTranslation } from 'react-i18next';
import { usePostViewers } from '@/api/post-viewers.ts';
import { useUser } from '@/auth/session-context.tsx';
import { PersonAvatar } from '@/ui/person-avatar.tsx';
import { usePostPresence } from './use-post-presence.ts';
import './live.css';

/** Avatars shown; the names in the sentence cover everyone. */
const AVATARS = 4;

/**
 * Who else has this post open right now (first name and avatar), so that two people do not
 * answer the same sighting. Opening the panel is what makes the user count as a viewer.
 */
export function PresenceHint({ projectId, postId }: { projectId: number; postId: number }) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  usePostPresence(projectId, postId);
  const others = usePostViewers(projectId, postId).filter((viewer) => viewer.id !== user.id);
  if (others.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    others.map((viewer) => viewer.first_name),
  );
  return (
    <p className="presence-hint">
      <span className="presence-hint__avatars" aria-hidden="true">
        {others.slice(0, AVATARS).map((viewer) => (
          <PersonAvatar key={viewer.id} person={viewer} size={24} />
        ))}
      </span>
      <span>{t('live.viewers', { count: others.length, names })}</span>
    </p>
  );
}
