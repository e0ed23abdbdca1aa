import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/auth/session-context.tsx';
import { useScreenSize } from '@/lib/screen-size.ts';
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
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      {!small && <LeftNav user={user} />}
      <div className="shell__column">
        {small ? <ChooserBar user={user} /> : <Toolbar user={user} />}
        <main className="shell__content" id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ComingSoonDialog />
    </div>
  );
}
