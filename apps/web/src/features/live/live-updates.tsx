import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ProjectEvent } from '@highwater/core/api/events';
import type { Status } from '@highwater/core/api/projects';
import { useUser } from '@/auth/session-context.tsx';
import { useSeverityName } from '@/ui/severity-mark.tsx';
import { announcementOf, changedPostOf } from './announcement.ts';
import { LiveContext } from './live-context.tsx';
import { RecentChanges } from './recent-changes.ts';
import { useAnnouncement } from './use-announcement.ts';
import { useProjectEvents } from './use-project-events.ts';
import './live.css';

interface LiveUpdatesProps {
  project: { id: number; statuses: readonly Status[] };
  children: ReactNode;
}

/**
 * The map screen's live updates: the project's event stream, the highlight of what another
 * person just changed, and a polite announcement of it. The user's own changes (from this tab or
 * another) update the screen too, but are neither highlighted nor announced.
 */
export function LiveUpdates({ project, children }: LiveUpdatesProps) {
  const { t } = useTranslation();
  const severityName = useSeverityName();
  const user = useUser();
  const [changes] = useState(() => new RecentChanges());
  const announcement = useAnnouncement();

  useProjectEvents(project.id, (event: ProjectEvent) => {
    if (event.actor?.id === user.id) return;
    const changed = changedPostOf(event);
    if (changed !== null) changes.mark(changed);
    const text = announcementOf(event, { t, statuses: project.statuses, severityName });
    if (text) announcement.say(text);
  });

  return (
    <LiveContext.Provider value={changes}>
      {children}
      {createPortal(
        // On top of sheets and dialogs, and left readable by their modal hiding (the attribute
        // react-aria keeps visible, as for toasts).
        <div
          className="live-announcement"
          role="status"
          aria-live="polite"
          aria-atomic="true"
          data-react-aria-top-layer="true"
        >
          {announcement.current && (
            <span key={announcement.current.id} className="live-announcement__text">
              {announcement.current.text}
            </span>
          )}
        </div>,
        document.body,
      )}
    </LiveContext.Provider>
  );
}
