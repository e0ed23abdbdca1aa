import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleHelp } from 'lucide-react';
import type { User } from '@highwater/core/api/user';
import { IconButton } from '@/ui/icon-button.tsx';
import { AlertBell } from '@/features/alerts/alert-bell.tsx';
import { Avatar } from './avatar.tsx';
import { HelpDialog } from './help-dialog.tsx';
import { ProjectMenu } from './project-menu.tsx';
import { UserTag } from './user-tag.tsx';
import { useCurrentProject } from './use-current-project.ts';

/** The 48px bar above every screen on medium and large screens. */
export function Toolbar({ user }: { user: User }) {
  const { t } = useTranslation();
  const { projectsQuery, current, group } = useCurrentProject(user);
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <header className="toolbar">
      <ProjectMenu query={projectsQuery} current={current} />
      <div className="toolbar__end">
        <AlertBell />
        <IconButton label={t('toolbar.help')} onPress={() => setHelpOpen(true)}>
          <CircleHelp size={20} strokeWidth={1.75} aria-hidden="true" />
        </IconButton>
        <UserTag user={user} group={group} />
        <Avatar user={user} />
      </div>
      <HelpDialog isOpen={helpOpen} onClose={() => setHelpOpen(false)} />
    </header>
  );
}
