import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/auth/session-context.tsx';
import { useScreenSize } from '@/lib/screen-size.ts';
import { SKIP_TARGETS } from '@/lib/skip-targets.ts';
import { SkipLink, SkipLinkBar, SkipLinkProvider } from '@/ui/skip-links.tsx';
import { ChooserBar } from './chooser.tsx';
import { ComingSoonDialog } from './coming-soon-dialog.tsx';
import { LeftNav } from './left-nav.tsx';
import { Toolbar } from './toolbar.tsx';
import './shell.css';

/** Navigation, toolbar and the screen on show, for signed-in users. */
export function ShellLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const small = useScreenSize() === 'small';
  return (
    <SkipLinkProvider>
      <div className="shell">
        <SkipLinkBar>
          <SkipLink targets={SKIP_TARGETS.main}>{t('common.skip_to_content')}</SkipLink>
        </SkipLinkBar>
        {!small && <LeftNav user={user} />}
        <div className="shell__column">
          {small ? <ChooserBar user={user} /> : <Toolbar user={user} />}
          <main className="shell__content" id={SKIP_TARGETS.main[0]} tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        <ComingSoonDialog />
      </div>
    </SkipLinkProvider>
  );
}
